// The site's one date format, "25 Nov 2026", as the stock theme prints it for the site's locale (en-AU)
// with Intl.DateTimeFormat. Written out because the browser's first Intl.DateTimeFormat loads locale
// data: about 16 ms of the main thread, 65 ms on a throttled phone, in the middle of hydrating a doc.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The day, short month and year of a date, in UTC. */
export const dateLabel = (date: Date): string => `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
