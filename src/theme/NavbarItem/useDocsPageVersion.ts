import {useLocation} from '@docusaurus/router';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';

/**
 * The docs version of the page shown, or undefined outside the versioned docs. A missing page under
 * /docs has none: the one 404.html that answers it was rendered for no version, and rendering the
 * version's navbar on it would not match that HTML (a hydration error). A page is the version's when
 * it is one of its docs or generated indexes, or one of its tag lists.
 */
export function useDocsPageVersion(docsPluginId?: string) {
  const {activeVersion, activeDoc} = useActiveDocContext(docsPluginId);
  const {pathname} = useLocation();
  const tags = `${activeVersion?.path}/tags`;
  return activeDoc || pathname === tags || pathname.startsWith(`${tags}/`) ? activeVersion : undefined;
}
