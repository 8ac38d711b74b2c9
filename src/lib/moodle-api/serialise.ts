import type {ApiTable} from './types';

/** Object keys in code-point order, at every depth: the same table always gives the same bytes. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The text of a table: one line per symbol (per class, with its members), so that a new release's table
 * shows in a diff as the symbols that changed. Keys sorted; the order of the top-level fields is the type's.
 */
export function serialiseTable(table: ApiTable): string {
  const lines = ['{'];
  const fields = Object.entries(table);
  fields.forEach(([field, value], index) => {
    const comma = index < fields.length - 1 ? ',' : '';
    const many = Array.isArray(value) ? value.map((item) => JSON.stringify(sorted(item))) : undefined;
    const isMap = field !== 'source' && !many && value && typeof value === 'object' && Object.values(value).some((v) => v && typeof v === 'object' && !Array.isArray(v));
    if (many) {
      lines.push(`  ${JSON.stringify(field)}: [${many.length ? '' : `]${comma}`}`);
      if (many.length) lines.push(...many.map((item, i) => `    ${item}${i < many.length - 1 ? ',' : ''}`), `  ]${comma}`);
    } else if (isMap) {
      const entries = Object.entries(sorted(value) as Record<string, unknown>);
      lines.push(`  ${JSON.stringify(field)}: {${entries.length ? '' : `}${comma}`}`);
      if (entries.length) lines.push(...entries.map(([key, v], i) => `    ${JSON.stringify(key)}: ${JSON.stringify(v)}${i < entries.length - 1 ? ',' : ''}`), `  }${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(field)}: ${JSON.stringify(sorted(value))}${comma}`);
    }
  });
  lines.push('}', '');
  return lines.join('\n');
}
