// The reason a test skipped itself, which the JSON report carries in its meta and the closing summary of
// npm test prints (scripts/test-summary.mjs).
import 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    skipReason?: string;
  }
}
