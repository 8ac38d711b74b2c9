import type {Config} from '@docusaurus/types';

/**
 * How the build treats writers' mistakes. Shared by the site and by the fixture site of the
 * bad-input tests, so those tests exercise exactly the policies the real build runs with.
 */
export const buildPolicies = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    // .md is CommonMark and .mdx is MDX, so prose in plain markdown needs no JSX escaping.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  future: {
    // Every v4 flag but two. Storage namespacing: readers' choices live under the plain keys the spec
    // names (`theme` for the colour mode). CSS cascade layers: they put our component styles below
    // Infima's element rules, so theme overrides would need `!important`.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: false,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },
} satisfies Partial<Config>;
