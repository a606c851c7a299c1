import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@tideline/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '../app/auth/i18n/index.ts';
import { mountWeb } from '../server/mount.ts';

// Builds the app for real and asks it for pages over plain HTTP, with no JavaScript: what a crawler
// or a visitor with scripts off receives.
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(webDir, 'build');

const require = createRequire(import.meta.url);

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');
  execFileSync(process.execPath, [cli, 'build'], {
    cwd: webDir,
    stdio: 'pipe',
  });
  app = Fastify();
  app.get('/v1/health', async () => ({ code: 0, data: { status: 'ok' }, msg: 'success' }));
  await mountWeb(app, { buildDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 240_000);

afterAll(async () => {
  await app?.close();
});

async function get(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${pathname}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function htmlAttribute(html: string, name: string): string | undefined {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

function title(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** The content of every `<meta name="description">` in the head, entities decoded. */
function metaDescriptions(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return (head.match(/<meta\b[^>]*>/g) ?? [])
    .filter((tag) => tag.includes('name="description"'))
    .map((tag) =>
      (/content="([^"]*)"/.exec(tag)?.[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang !== undefined && !tag.toLowerCase().includes(`hreflang="${hreflang.toLowerCase()}"`))
      continue;
    return /href="([^"]*)"/.exec(tag)?.[1];
  }
  return undefined;
}

function alternateCount(html: string): number {
  return (html.match(/<link\b[^>]*rel="alternate"[^>]*>/g) ?? []).length;
}

const LOCALES = [
  {
    code: 'en',
    prefix: '',
    lang: 'en-US',
    dir: 'ltr',
    homeTitle: 'Tideline: buy, sell and trade crypto',
    designSystem: 'Design system',
    notFound: 'Page not found',
  },
  {
    code: 'zh-CN',
    prefix: '/zh-CN',
    lang: 'zh-CN',
    dir: 'ltr',
    homeTitle: 'Tideline：买卖和交易加密货币',
    designSystem: '设计系统',
    notFound: '页面不存在',
  },
  {
    code: 'ar',
    prefix: '/ar',
    lang: 'ar-AE',
    dir: 'rtl',
    homeTitle: 'Tideline: اشترِ وبِع وتداول العملات المشفرة',
    designSystem: 'نظام التصميم',
    notFound: 'الصفحة غير موجودة',
  },
] as const;

// One link per distinct URL: the unprefixed English page, every prefixed locale, and x-default.
const EXPECTED_ALTERNATES = new Set(LANGUAGES.filter((l) => l.locale !== 'bg').map((l) => l.hreflang));

describe('§2 server-rendered head tags without JavaScript', () => {
  describe.each(LOCALES)('$lang', (locale) => {
    it('home page: lang, dir, title, canonical and alternates', async () => {
      const page = await get(`${locale.prefix}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(htmlAttribute(page.html, 'lang')).toBe(locale.lang);
      expect(htmlAttribute(page.html, 'dir')).toBe(locale.dir);
      expect(title(page.html)).toBe(locale.homeTitle);
      expect(linkHref(page.html, 'canonical')).toBe(`${origin}${locale.prefix || '/'}`);
      expect(linkHref(page.html, 'alternate', 'zh-Hans')).toBe(`${origin}/zh-CN`);
      expect(linkHref(page.html, 'alternate', 'zh-Hant')).toBe(`${origin}/zh-TC`);
      expect(linkHref(page.html, 'alternate', 'fil')).toBe(`${origin}/ph`);
      expect(linkHref(page.html, 'alternate', 'ar')).toBe(`${origin}/ar`);
      expect(linkHref(page.html, 'alternate', 'x-default')).toBe(`${origin}/`);
      // Regional English shares the unprefixed URL, so it adds no link of its own.
      expect(linkHref(page.html, 'alternate', 'en-GB')).toBeUndefined();
      const unprefixedEnglish = LANGUAGES.filter((l) =>
        ['asia', 'en-GB', 'en-CA', 'en-IN', 'en-PH', 'en-ZA'].includes(l.locale),
      ).length;
      expect(alternateCount(page.html)).toBe(EXPECTED_ALTERNATES.size - unprefixedEnglish + 1);
    });

    it('design system page: lang, dir, title, canonical and alternates, with the widget gallery', async () => {
      const page = await get(`${locale.prefix}/design-system`);
      expect(page.status).toBe(200);
      expect(htmlAttribute(page.html, 'lang')).toBe(locale.lang);
      expect(htmlAttribute(page.html, 'dir')).toBe(locale.dir);
      expect(title(page.html)).toBe(`${locale.designSystem} | Tideline`);
      expect(page.html).toContain(`<h1>${locale.designSystem}</h1>`);
      expect(page.html).toContain('data-widget="DatePicker"');
      expect(linkHref(page.html, 'canonical')).toBe(`${origin}${locale.prefix}/design-system`);
      expect(linkHref(page.html, 'alternate', 'zh-Hant')).toBe(`${origin}/zh-TC/design-system`);
      expect(linkHref(page.html, 'alternate', 'fil')).toBe(`${origin}/ph/design-system`);
      expect(linkHref(page.html, 'alternate', 'x-default')).toBe(`${origin}/design-system`);
    });

    it('404 page for a route that does not exist, localised, with the same head tags', async () => {
      const page = await get(`${locale.prefix}/no-such-page`);
      expect(page.status).toBe(404);
      expect(htmlAttribute(page.html, 'lang')).toBe(locale.lang);
      expect(htmlAttribute(page.html, 'dir')).toBe(locale.dir);
      expect(title(page.html)).toBe(`${locale.notFound} | Tideline`);
      expect(page.html).toContain(`<h1>${locale.notFound}</h1>`);
      expect(linkHref(page.html, 'canonical')).toBe(`${origin}${locale.prefix}/no-such-page`);
      expect(linkHref(page.html, 'alternate', 'zh-Hans')).toBe(`${origin}/zh-CN/no-such-page`);
      expect(linkHref(page.html, 'alternate', 'x-default')).toBe(`${origin}/no-such-page`);
    });

    it('login, agency login and sign-up pages: one meta description each, in the page language', async () => {
      const pages = [
        ['/login', 'loginDescription'],
        ['/agency/login', 'agencyLoginDescription'],
        ['/register', 'registerDescription'],
      ] as const;
      for (const [pathname, key] of pages) {
        const page = await get(`${locale.prefix}${pathname}`);
        expect(page.status, pathname).toBe(200);
        const expected = AUTH_TEXTS[locale.code][key];
        expect(expected, pathname).not.toBe('');
        expect(metaDescriptions(page.html), pathname).toEqual([expected]);
      }
    });

    it('§2 internal links keep the current prefix', async () => {
      const page = await get(`${locale.prefix}/`);
      expect(page.html).toContain(`href="${locale.prefix}/spot/BTCUSDT"`);
      expect(page.html).toContain(`href="${locale.prefix}/futures/usdt/BTCUSDT"`);
      expect(page.html).toContain(`href="${locale.prefix}/fee"`);
    });
  });

  it.each(LANGUAGES.map((entry) => [entry.locale, entry] as const))(
    '§2 %s: its pages carry its language and direction',
    async (_code, entry) => {
      const page = await get(`/${entry.locale}/design-system`);
      expect(page.status).toBe(200);
      expect(htmlAttribute(page.html, 'lang')).toBe(entry.widgetLocale);
      expect(htmlAttribute(page.html, 'dir')).toBe(entry.locale === 'ar' ? 'rtl' : 'ltr');
      expect(title(page.html)).toMatch(/ \| Tideline$/);
    },
  );

  it('§2 bg is accepted as a prefix, reads English and keeps bg in its links', async () => {
    const page = await get('/bg/');
    expect(page.status).toBe(200);
    expect(htmlAttribute(page.html, 'lang')).toBe('en-US');
    expect(title(page.html)).toBe('Tideline: buy, sell and trade crypto');
    expect(page.html).toContain('href="/bg/spot/BTCUSDT"');
    expect(linkHref(page.html, 'canonical')).toBe(`${origin}/`);
  });

  it('§2 a regional variant of fr, ru or uz moves to the base prefix', async () => {
    for (const [from, to] of [
      ['/fr-FR/no-such-page', '/fr/no-such-page'],
      ['/ru-RU', '/ru'],
      ['/uz-UZ/?a=1', '/uz?a=1'],
      ['/zh-cn', '/zh-CN'],
    ]) {
      const page = await get(from!);
      expect(page.status, from).toBe(301);
      expect(page.headers.get('location'), from).toBe(to);
    }
  });

  it('§2 a regional English code in the path is served, canonical to the unprefixed page, and kept in links', async () => {
    const page = await get('/en-GB/');
    expect(page.status).toBe(200);
    expect(htmlAttribute(page.html, 'lang')).toBe('en-GB');
    expect(linkHref(page.html, 'canonical')).toBe(`${origin}/`);
    expect(page.html).toContain('href="/en-GB/spot/BTCUSDT"');
    expect(page.html).toContain('VIP programme');
  });

  it('§2 a first segment that is no locale is not a page', async () => {
    const page = await get('/xx-YY');
    expect(page.status).toBe(404);
  });

  it('§2 the language switcher lists all 31 languages by their own names', async () => {
    const page = await get('/zh-CN/');
    const list = /<ul class="language-menu__list"[^>]*>(.*?)<\/ul>/s.exec(page.html)?.[1] ?? '';
    const links = list.match(/<a\b[^>]*>[^<]*<\/a>/g) ?? [];
    expect(links).toHaveLength(31);
    expect(list).toContain('>English</a>');
    expect(list).toContain('>简体中文</a>');
    expect(list).toContain('>العربية</a>');
    expect(list).toContain('>한국어</a>');
    expect(list).not.toContain('Български');
    expect(list).toContain('href="/ja"');
    expect(list).toContain('href="/"');
    expect(list).toMatch(/href="\/zh-CN"[^>]*aria-current="true"/);
  });
});

describe('§3 preferences cookie on the server', () => {
  const cookie = (value: object) => ({
    Cookie: `tideline_settings=${encodeURIComponent(JSON.stringify(value))}`,
  });

  it('renders the dark theme and the right-hand order form by default', async () => {
    const page = await get('/');
    expect(htmlAttribute(page.html, 'data-theme')).toBe('dark');
    expect(htmlAttribute(page.html, 'data-layout')).toBe('right');
  });

  it('renders the saved theme and layout before any script runs', async () => {
    const page = await get('/', cookie({ theme: 'white', layout: 'left' }));
    expect(htmlAttribute(page.html, 'data-theme')).toBe('light');
    expect(htmlAttribute(page.html, 'data-layout')).toBe('left');
  });

  it('shows an unprefixed page in the saved regional English', async () => {
    const page = await get('/', cookie({ language: 'en-GB' }));
    expect(htmlAttribute(page.html, 'lang')).toBe('en-GB');
    expect(page.html).toContain('VIP programme');
  });

  it('never lets the saved language override a prefix in the URL', async () => {
    const page = await get('/ar', cookie({ language: 'ja' }));
    expect(htmlAttribute(page.html, 'lang')).toBe('ar-AE');
  });
});

describe('mounting on the gateway', () => {
  it('leaves /v1, /ws and /dev to the gateway, even for unknown paths', async () => {
    const health = await get('/v1/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.html)).toMatchObject({ code: 0 });
    for (const pathname of ['/v1/unknown', '/ws', '/dev/x']) {
      const page = await get(pathname);
      expect(page.status, pathname).toBe(404);
      expect(page.headers.get('content-type'), pathname).toMatch(/application\/json/);
    }
  });

  it('serves hashed client assets with a long, immutable cache', async () => {
    const page = await get('/');
    const asset = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(page.html)?.[1];
    expect(asset).toBeDefined();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers HEAD for pages', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
  });
});
