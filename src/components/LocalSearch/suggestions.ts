/** Topics offered when a query finds nothing, in the modal and on the /search page. */
export const suggestions = ['plugin', 'forms', 'database', 'release notes'];
