import type {LoadContext, Plugin} from '@docusaurus/types';
import {type AreaReport, checkDocs, summary} from '../../lib/api-check/docs';

/** The error a writer reads: every unresolved name with its file, line and column, and what is wrong. */
export function formatFindings(reports: AreaReport[]): string {
  const findings = reports.flatMap((r) => r.findings);
  const lines = findings.slice(0, 200).map((f) => `  ${f.file}:${f.line}:${f.column}: ${f.message}`);
  if (findings.length > 200) lines.push(`  … and ${findings.length - 200} more`);
  return [
    `${findings.length} Moodle API name${findings.length === 1 ? '' : 's'} in the docs ${findings.length === 1 ? 'is' : 'are'} not in the version ${findings.length === 1 ? 'it documents' : 'they document'}:`,
    ...lines,
    'Fix the name, or, where a page names it on purpose (an API that version removed), say so to the reader and put `<!-- api-exception: name — reason -->` on the line before the block.',
  ].join('\n');
}

/**
 * Checks every Moodle API name of the developer docs against the version they document
 * (src/lib/api-check), prints the figures of each version, and fails the build on a name that does not
 * resolve. `docusaurus start` skips it; the build and `npm run check` run it.
 */
export default function apiCheckPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'api-check',
    async loadContent() {
      if (process.env.NODE_ENV !== 'production') return undefined;
      const started = performance.now();
      const reports = checkDocs(context.siteDir);
      for (const report of reports) console.log(`[api-check] ${summary(report)}`);
      console.log(`[api-check] ${((performance.now() - started) / 1000).toFixed(1)} s`);
      if (reports.some((r) => r.findings.length)) throw new Error(formatFindings(reports));
      return reports;
    },
  };
}
