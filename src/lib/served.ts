// Whether a component mounting now was rendered by the server: true only in the browser, during the
// hydration of a served page. Such a component may adopt its served markup as it is instead of
// rendering it again from data the page would otherwise have to load.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Docusaurus defines HYDRATE_CLIENT_ENTRY for builds that hydrate server-rendered pages; the dev server
// renders in the browser alone.
const hydrating = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** `isBrowser` is useIsBrowser()'s answer, false until hydration has finished. */
export const wasServed = (isBrowser: boolean): boolean => hydrating && ExecutionEnvironment.canUseDOM && !isBrowser;
