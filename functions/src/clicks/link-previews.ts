// Requests that fetch a short link without a person tapping it: chat apps building a link preview,
// search and social crawlers, browsers prefetching. They still get the redirect (so a preview shows the
// real page), but they are not counted as clicks.

/** A family of user agents that fetch links on their own, with one sample user agent for its test. */
export interface PreviewAgent {
  family: string;
  pattern: RegExp;
  sample: string;
}

export const PREVIEW_AGENTS: readonly PreviewAgent[] = [
  {
    // iMessage builds its previews with this agent (a desktop Safari that also names Facebook's crawler).
    family: 'iMessage',
    pattern: /facebookexternalhit\/1\.1 Facebot Twitterbot\/1\.0|iMessage/i,
    sample:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0',
  },
  {
    family: 'WhatsApp',
    pattern: /WhatsApp/i,
    sample: 'WhatsApp/2.23.20.0 A',
  },
  {
    family: 'Facebook',
    pattern: /facebookexternalhit|Facebot|facebookcatalog|meta-externalagent/i,
    sample: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  },
  {
    family: 'Telegram',
    pattern: /TelegramBot/i,
    sample: 'TelegramBot (like TwitterBot)',
  },
  {
    family: 'Twitter / X',
    pattern: /Twitterbot/i,
    sample: 'Twitterbot/1.0',
  },
  {
    family: 'Slack',
    pattern: /Slackbot|Slack-ImgProxy/i,
    sample: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  },
  {
    family: 'Discord',
    pattern: /Discordbot/i,
    sample: 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  },
  {
    family: 'LinkedIn',
    pattern: /LinkedInBot/i,
    sample: 'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  },
  {
    family: 'Skype',
    pattern: /SkypeUriPreview|MicrosoftPreview/i,
    sample: 'Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5',
  },
  {
    family: 'Google',
    pattern: /Googlebot|Google-InspectionTool|GoogleOther|AdsBot-Google|Google-PageRenderer|Storebot-Google/i,
    sample: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  },
  {
    family: 'Bing',
    pattern: /bingbot|BingPreview|msnbot/i,
    sample: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  },
  {
    family: 'Apple',
    pattern: /Applebot/i,
    sample:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
  },
  {
    // Scripts and libraries, not people on phones: partners' recipients do not tap links with curl.
    family: 'HTTP clients',
    pattern:
      /^(curl|Wget|python-requests|Python-urllib|Go-http-client|okhttp|axios|node-fetch|Java|libwww-perl)\b/i,
    sample: 'curl/8.5.0',
  },
  {
    // '…bot' as a word (AhrefsBot, YandexBot, PetalBot), but not the Cubot phone brand's model names.
    family: 'Generic bots',
    pattern: /(?<!cu)bot\b|crawler|spider|preview|fetcher|unfurl|embedly|iframely|HeadlessChrome/i,
    sample: 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  },
];

/** Headers browsers send when they fetch a page ahead of a tap (Chrome, Safari, Firefox). */
const PREFETCH_HEADERS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'purpose', pattern: /prefetch|preview/i },
  { name: 'sec-purpose', pattern: /prefetch|prerender/i },
  { name: 'x-purpose', pattern: /preview|prefetch/i },
  { name: 'x-moz', pattern: /prefetch/i },
];

export interface ClickRequest {
  method: string;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
}

/**
 * Why this request is not a person's click (the family or header), or null when it is one. A request
 * without any User-Agent is a script too.
 */
export function previewReason(request: ClickRequest): string | null {
  if (request.method.toUpperCase() === 'HEAD') return 'HEAD';
  for (const { name, pattern } of PREFETCH_HEADERS) {
    const value = request.headers[name];
    if (value && pattern.test(value)) return name;
  }
  const agent = request.headers['user-agent']?.trim();
  if (!agent) return 'no user agent';
  return PREVIEW_AGENTS.find((a) => a.pattern.test(agent))?.family ?? null;
}
