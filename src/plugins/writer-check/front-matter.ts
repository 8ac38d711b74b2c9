// Front matter read with the parser Docusaurus uses (@11ty/gray-matter, as parseFileContentFrontMatter
// calls it), but without its cache: gray-matter caches a text before parsing it, so a second read of
// front matter that failed to parse returns an empty result instead of the error.
import matter from '@11ty/gray-matter';

export function parseFrontMatter(text: string): Record<string, unknown> {
  return {...(matter(text, {}).data as Record<string, unknown>)};
}
