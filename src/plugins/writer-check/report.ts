// How findings are printed: one line each, `file:line:column rule: message`, the form editors and
// terminals turn into links to the place, sorted by file and position.
import type {Finding} from './types';

export function sortFindings(findings: Finding[]): Finding[] {
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
}

export const formatFinding = (f: Finding): string => `${f.file}:${f.line}:${f.column} ${f.rule}: ${f.message}`;

export function formatReport(findings: Finding[], pages: number): string {
  const lines = sortFindings(findings).map(formatFinding);
  const files = new Set(findings.map((f) => f.file)).size;
  const summary = findings.length
    ? `${findings.length} problem${findings.length > 1 ? 's' : ''} in ${files} file${files > 1 ? 's' : ''} (${pages} page${pages === 1 ? '' : 's'} checked)`
    : `no problems (${pages} page${pages === 1 ? '' : 's'} checked)`;
  return [...lines, summary].join('\n');
}
