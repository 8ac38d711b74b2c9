// Optional third-party services. Each stays off unless its environment variable is set at build time,
// so a default build contacts no host but its own.

/** A chat widget loaded from an external script, deferred so it never delays the page. */
export const chatWidgetUrl = process.env.CHAT_WIDGET_URL || undefined;

/** Google Analytics 4 measurement id (G-XXXXXXX), through the stock gtag plugin. */
export const analyticsId = process.env.GTAG_ID || undefined;

export const algoliaAppId = process.env.ALGOLIA_APP_ID || undefined;

/** The origins a page may contact, by service, for the Content Security Policy. */
export function serviceOrigins(): {script: string[]; connect: string[]; img: string[]} {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  if (chatWidgetUrl) {
    const origin = new URL(chatWidgetUrl).origin;
    script.push(origin);
    connect.push(origin);
  }
  if (analyticsId) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com');
    img.push('https://*.google-analytics.com');
  }
  if (algoliaAppId) {
    connect.push(`https://${algoliaAppId}-dsn.algolia.net`, `https://*.algolia.net`, `https://*.algolianet.com`);
  }
  return {script, connect, img};
}
