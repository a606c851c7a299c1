import { expect, type Page, test } from '@playwright/test';

// Issue #18: navigation is honest. Every link of the header, the Trade menu, the mobile menu and the
// footer, in English and in Arabic, leads to a real page: never the localised 404 page (nor the
// error page), and never an error status.

const LOCALES = [
  { name: 'English', prefix: '' },
  { name: 'Arabic', prefix: '/ar' },
];

async function hrefsIn(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** Every href the shell's navigation offers, with the menus opened as a visitor would. */
async function navigationHrefs(page: Page, prefix: string): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(prefix || '/');
  await page.waitForLoadState('networkidle');
  await page.locator('.trade-menu > summary').click();
  await expect(page.locator('.trade-menu')).toHaveAttribute('open', '');
  const desktop = await hrefsIn(page, '.site-header a[href], .site-footer a[href]');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('.mobile-menu > summary').click();
  await expect(page.locator('.mobile-menu')).toHaveAttribute('open', '');
  const mobile = await hrefsIn(page, '.mobile-menu a[href]');
  return [...new Set([...desktop, ...mobile])];
}

for (const locale of LOCALES) {
  test(`every header, menu and footer link leads to a real page (${locale.name})`, async ({ page }) => {
    const hrefs = await navigationHrefs(page, locale.prefix);
    const languageHrefs = new Set(await hrefsIn(page, '.language-menu a[href]'));
    const internal = hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
    // One visit per link, each a page load of its own.
    test.setTimeout(60_000 + 20_000 * internal.length);
    // The header's sections, the Trade menu's two venues, the account links and the footer's pages.
    for (const path of ['/markets', '/spot/BTCUSDT', '/futures/usdt/BTCUSDT', '/asset', '/order', '/fee']) {
      expect(internal, path).toContain(`${locale.prefix}${path}`);
    }
    for (const href of internal) {
      // The language menu's entries lead to the other languages on purpose (English has no prefix).
      if (locale.prefix && !languageHrefs.has(href))
        expect(href === locale.prefix || href.startsWith(`${locale.prefix}/`), href).toBe(true);
      // The language menu's entries are thirty home pages that differ only in language: the server's
      // rendering of each is read (status and page), which is what a language can change, instead of
      // hydrating thirty copies of the home page in the browser.
      if (languageHrefs.has(href)) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBeLessThan(400);
        expect(await answer.text(), href).not.toContain('class="status-page');
        continue;
      }
      // A page of its own per link: an account page sending an anonymous visitor on to the login
      // page must not cut the next visit short. The status is read at commit for the same reason.
      const visit = await page.context().newPage();
      const response = await visit.goto(href, { waitUntil: 'commit' });
      expect(response?.status(), href).toBeLessThan(400);
      await visit.waitForLoadState('domcontentloaded');
      await expect(visit.locator('.status-page'), href).toHaveCount(0);
      await visit.close();
    }
  });
}
