import { describe, expect, it } from 'vitest';
import { PREVIEW_AGENTS, previewReason } from './link-previews';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const get = (userAgent: string | undefined, extra: Record<string, string> = {}) =>
  previewReason({ method: 'GET', headers: { 'user-agent': userAgent, ...extra } });

describe('link-preview fetchers and bots (not counted as clicks)', () => {
  it.each(PREVIEW_AGENTS.map((a) => [a.family, a.sample] as const))('%s: %s', (family, sample) => {
    expect(get(sample)).toBe(family);
  });

  it.each([
    ['Facebook (Facebot)', 'Facebot', 'Facebook'],
    ['Slack (unfurl image proxy)', 'Slack-ImgProxy (+https://api.slack.com/robots)', 'Slack'],
    ['Slack (plain)', 'Slackbot 1.0 (+https://api.slack.com/robots)', 'Slack'],
    [
      'Google (mobile)',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.141 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Google',
    ],
    [
      'Bing preview',
      'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/534+ (KHTML, like Gecko) BingPreview/1.0b',
      'Bing',
    ],
    ['wget', 'Wget/1.21.4', 'HTTP clients'],
    ['python', 'python-requests/2.32.3', 'HTTP clients'],
    ['Yandex', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)', 'Generic bots'],
    ['a crawler', 'SomeCrawler/1.0', 'Generic bots'],
    ['a spider', 'Baiduspider+(+http://www.baidu.com/search/spider.htm)', 'Generic bots'],
    ['a preview service', 'Mozilla/5.0 LinkPreview/2.0', 'Generic bots'],
    [
      'headless Chrome',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Generic bots',
    ],
  ])('%s', (_name, agent, family) => expect(get(agent)).toBe(family));

  it('a request without a user agent is not a person', () => {
    expect(get(undefined)).toBe('no user agent');
    expect(get('  ')).toBe('no user agent');
  });

  it('HEAD requests are never clicks', () => {
    expect(previewReason({ method: 'HEAD', headers: { 'user-agent': IPHONE_SAFARI } })).toBe('HEAD');
    expect(previewReason({ method: 'head', headers: { 'user-agent': IPHONE_SAFARI } })).toBe('HEAD');
  });

  it.each([
    ['purpose', 'prefetch'],
    ['sec-purpose', 'prefetch'],
    ['sec-purpose', 'prefetch;prerender'],
    ['x-purpose', 'preview'],
    ['x-moz', 'prefetch'],
  ])('prefetch header %s: %s', (name, value) => expect(get(IPHONE_SAFARI, { [name]: value })).toBe(name));
});

describe('people tapping the link (counted)', () => {
  it.each([
    ['iPhone Safari', IPHONE_SAFARI],
    [
      'Android Chrome',
      'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ],
    [
      'a Cubot phone',
      'Mozilla/5.0 (Linux; Android 12; CUBOT KINGKONG 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36',
    ],
    [
      'Facebook in-app browser',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/460.0.0.38.109;FBBV/590000000]',
    ],
    [
      'Opera Mini',
      'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54',
    ],
    ['desktop Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0'],
  ])('%s', (_name, agent) => expect(get(agent)).toBeNull());

  it('an ordinary Purpose header value does not make a preview', () => {
    expect(get(IPHONE_SAFARI, { 'sec-purpose': '' })).toBeNull();
  });
});
