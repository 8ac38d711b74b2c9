/** The words of a missing address, as a search query: "/docs/apis/core/lock_api" gives "apis core lock api". */
export function queryFromPath(pathname: string): string {
  return pathname
    .split('/')
    .filter((part) => part && part !== 'docs' && part !== 'general' && !/^\d+(\.\d+)*$/.test(part))
    .join(' ')
    .replace(/[-_.]+/g, ' ')
    .trim();
}
