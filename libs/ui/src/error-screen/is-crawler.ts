// Search-engine and link-preview crawlers. They index or preview what they see,
// so an error screen must not end up in search results or chat previews.
const CRAWLER_PATTERN = new RegExp(
  [
    'googlebot',
    'google-inspectiontool',
    'adsbot-google',
    'mediapartners-google',
    'bingbot',
    'bingpreview',
    'msnbot',
    'slurp',
    'duckduckbot',
    'baiduspider',
    'yandex(bot|images)',
    'sogou',
    'exabot',
    'applebot',
    'petalbot',
    'seznambot',
    'qwantify',
    'facebookexternalhit',
    'facebookcatalog',
    'meta-externalagent',
    'twitterbot',
    'linkedinbot',
    'slackbot',
    'slack-imgproxy',
    'whatsapp',
    'telegrambot',
    'discordbot',
    'skypeuripreview',
    'pinterest(bot)?',
    'redditbot',
    'embedly',
    'quora link preview',
    'vkshare',
    'tumblr',
    'mastodon',
    'iframely',
  ].join('|'),
  'i',
);

/**
 * Whether a user agent is a search-engine or link-preview crawler (Googlebot,
 * Bingbot, facebookexternalhit, Twitterbot, LinkedInBot, Slackbot, WhatsApp, …),
 * so the app can swallow errors instead of showing them (spec §2).
 *
 * @param userAgent the `User-Agent` header or `navigator.userAgent`; empty or missing is not a crawler.
 */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER_PATTERN.test(userAgent);
}
