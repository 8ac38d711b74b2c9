// The source repository and the address of a new issue in it, for the browser too (config/site.ts reads
// process.env, which browsers lack).
export const sourceRepository = 'https://github.com/moodle/devdocs';

/** A new issue in the source repository, with its title and, when given, its body filled in. */
export const newIssueUrl = (title: string, body?: string): string =>
  `${sourceRepository}/issues/new?title=${encodeURIComponent(title)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

/** The body of a "Report a problem" issue: the page, its version and the text the reader selected, quoted. */
export function problemReport(page: {title: string; url: string; version: string}, selected: string): {title: string; body: string} {
  const quote = selected
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = [
    `Page: [${page.title}](${page.url})`,
    `Docs version: ${page.version}`,
    '',
    ...(selected.trim() ? ['About this part of the page:', '', quote, ''] : []),
    'What is wrong, and what should it say?',
    '',
  ].join('\n');
  return {title: `Problem on "${page.title}"`, body};
}
