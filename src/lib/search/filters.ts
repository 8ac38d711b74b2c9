import type {PagefindFilters} from './pagefindTypes';

/**
 * The contextual search filters Docusaurus computes (`useContextualSearchFilters`): the locale and the
 * search tags of the pages to search (`default` for standalone pages, and `docs-<plugin>-<version>`
 * for the active, preferred or latest version of each docs plugin).
 */
export interface ContextualFilters {
  locale: string;
  tags: string[];
}

/**
 * Pagefind filters equivalent to DocSearch's contextual facet filters (`language:<locale>` AND any of
 * `docusaurus_tag:<tag>`). The index records both from the pages' `docsearch:*` meta tags.
 */
export function toPagefindFilters({locale, tags}: ContextualFilters): PagefindFilters {
  return {language: locale, docusaurus_tag: {any: tags}};
}

/** The search tag Docusaurus gives a docs version: `docs-<pluginId>-<versionName>`. */
export function docsVersionTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** The version a docs plugin's tag selects among the tags, if any (`docs-default-4.1` gives `4.1`). */
export function docsVersionIn(tags: string[], pluginId: string): string | undefined {
  const prefix = docsVersionTag(pluginId, '');
  return tags.find((tag) => tag.startsWith(prefix))?.slice(prefix.length);
}

/** The same tags with the docs plugin's version replaced (the /search page's version selector). */
export function withDocsVersion(tags: string[], pluginId: string, versionName: string): string[] {
  const prefix = docsVersionTag(pluginId, '');
  return [...tags.filter((tag) => !tag.startsWith(prefix)), docsVersionTag(pluginId, versionName)];
}
