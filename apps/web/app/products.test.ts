import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { Decimal } from '@tideline/core/decimal';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ENTRIES, EXAMPLE_MANIFEST } from '../test/fixtures/example-product/manifest.ts';
import { accountValuations } from './asset/model/account-valuations.ts';
import { transferAccounts, transferRoute } from './asset/model/transfer-accounts.ts';
import { loadLocaleMessages, localeMessagesOf } from './i18n/locales/index.ts';
import { ORDER_VENUES } from './order/venues/index.ts';
import type { AssetSummary, NavPlace, ProductManifest, TextKey } from './product-manifest.ts';
import { productRoutes } from './product-routes.ts';
import { PRODUCTS } from './products.ts';
import { requestParams } from './record/model/record-kinds.ts';
import { productOfRecordRoute, RECORD_PAGE_FILE, recordRouteId } from './record/record-route.ts';
import routes from './routes.ts';
import { entriesIn, navEntriesIn, navEntriesOf } from './shell/nav-entries.ts';

// Issue #19 item 2: a product is a folder plus one line in `products.ts`. The first half holds the
// real list to what the site showed before the manifests; the second adds the example product of
// `test/fixtures/example-product/` and finds it everywhere, with no other file edited.

const appDir = path.dirname(fileURLToPath(import.meta.url));
const WITH_EXAMPLE: readonly ProductManifest[] = [...PRODUCTS, EXAMPLE_MANIFEST];

const summariesOf = (products: readonly ProductManifest[]): AssetSummary[] =>
  products.flatMap((product) => (product.asset ? [product.asset] : []));

function flatten(entries: readonly RouteConfigEntry[]): Array<{ path: string; file: string }> {
  return entries.flatMap((entry) => [
    { path: entry.index ? '' : (entry.path ?? ''), file: entry.file },
    ...flatten(entry.children ?? []),
  ]);
}

/** A dotted text key of the merged messages, or undefined when a part is missing. */
function lookUp(messages: object, key: TextKey): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

/** Every text a manifest names: its links, its account and its record page. */
function textKeysOf(product: ProductManifest): TextKey[] {
  return [
    ...product.nav.flatMap((entry) => [entry.label, ...(entry.description ? [entry.description] : [])]),
    ...(product.asset ? [product.asset.label] : []),
    ...(product.records ? [product.records.heading, ...product.records.tabs.map((tab) => tab.label)] : []),
  ];
}

describe('the product list', () => {
  it('serves every built page, each with a route module on disk', () => {
    const pages = flatten(routes);
    expect(pages.map((page) => page.path).sort()).toEqual(
      [
        ':lang?',
        '',
        'design-system',
        'login',
        'login/callback/:provider',
        'agency/login',
        'register',
        'account',
        'account/security',
        'modifyverification',
        'account/newapi',
        'subaccount',
        'subaccount/setting/antiphishing',
        'subaccount/setting/devices',
        'subaccount/setting/history',
        'subaccount/setting/api',
        'markets',
        'spot/:symbol',
        'trade-spot/:symbol',
        'futures/usdt/:symbol',
        'trade-swap/:symbol',
        'trade-info/:symbol',
        'trade-asset',
        'trade-asset-order',
        'asset',
        'asset/spot',
        'asset/futures',
        'record/exchange',
        'record/exchange/futures',
        'red-packet',
        'red-packet/:code',
        'transactions',
        'order',
        'fee',
        'vip/detail',
        'vip/vipIntroduce',
        'download',
        'proof-of-reserves',
        'protection-fund',
        'referral',
        'referral/invitees',
        'referral/commissions',
        'earn',
        'earn/holdings',
        'earn/history',
        'p2p',
        'p2p/order/:id',
        'p2p/orders',
        'p2p/ads',
        'p2p/payment-methods',
        'p2p/merchant/:userId',
        'record/p2p',
        'copytrading',
        'copytrading/trader/:id',
        'copytrading/lead',
        'order/mcp',
        'record/mcp',
        'order/mcp/leads',
        'order/mcp/trader/:id',
        'margin/:symbol',
        'trade-margin/:symbol',
        'asset/margin',
        'order/marginOrderInfo',
        'record/margin',
        'web3',
        'web3/swap',
        'web3/transfer',
        'web3/settings',
        '*',
      ].sort(),
    );
    for (const page of pages) expect(existsSync(path.join(appDir, page.file)), page.file).toBe(true);
  });

  it('keeps the header, menus, footer and asset navigation in their order', () => {
    const paths = (...places: NavPlace[]) => navEntriesIn(...places).map((entry) => entry.to);
    expect(paths('main')).toEqual(['/markets']);
    expect(paths('trade')).toEqual([
      '/spot/BTCUSDT',
      '/margin/BTCUSDT',
      '/futures/usdt/BTCUSDT',
      '/copytrading',
      '/web3',
    ]);
    expect(paths('products')).toEqual(['/earn', '/p2p']);
    expect(paths('account')).toEqual(['/asset', '/order', '/account']);
    expect(paths('footerProducts')).toEqual([
      '/spot/BTCUSDT',
      '/margin/BTCUSDT',
      '/futures/usdt/BTCUSDT',
      '/earn',
      '/p2p',
      '/copytrading',
      '/web3',
    ]);
    expect(paths('footerServices')).toEqual(['/fee', '/vip/detail', '/download', '/referral', '/red-packet']);
    expect(paths('footerAbout')).toEqual(['/proof-of-reserves', '/protection-fund', '/design-system']);
    expect(paths('assetHome', 'assetAccounts', 'assetRecords')).toEqual([
      '/asset',
      '/asset/spot',
      '/asset/margin',
      '/asset/futures',
      '/earn/holdings',
      '/p2p/ads',
      '/record/exchange',
      '/record/margin',
      '/record/exchange/futures',
      '/transactions',
      '/earn/history',
      '/p2p/orders',
      '/record/p2p',
      '/record/mcp',
    ]);
  });

  it('links only to pages it serves', () => {
    const patterns = flatten(routes)
      .map((page) => page.path)
      .filter((pattern) => pattern !== '*' && pattern !== ':lang?');
    for (const entry of navEntriesIn(
      'main',
      'trade',
      'products',
      'account',
      'footerProducts',
      'footerServices',
      'footerAbout',
      'assetHome',
      'assetAccounts',
      'assetRecords',
    ))
      expect(
        patterns.some((pattern) => matchPath(`/${pattern}`, entry.to) !== null),
        entry.to,
      ).toBe(true);
  });

  it('names only texts that exist in every language, in sections it declares', async () => {
    const sections = PRODUCTS.flatMap((product) => Object.keys(product.texts));
    expect(new Set(sections).size).toBe(sections.length);
    for (const [locale, messages] of Object.entries(await loadLocaleMessages())) {
      for (const section of sections)
        expect(typeof (messages as Record<string, unknown>)[section], `${locale} ${section}`).toBe('object');
      for (const product of PRODUCTS) {
        const keys: TextKey[] = [
          ...product.nav.flatMap((entry) => [entry.label, ...(entry.description ? [entry.description] : [])]),
          ...(product.asset ? [product.asset.label] : []),
          ...(product.records
            ? [product.records.heading, ...product.records.tabs.map((tab) => tab.label)]
            : []),
        ];
        for (const key of keys) expect(typeof lookUp(messages, key), `${locale} ${key}`).toBe('string');
      }
    }
  });

  it('values spot, margin, futures, earn, P2P, then copy trading, on /asset; transfers run between all but copy trading; the order centre lists spot and futures', () => {
    expect(summariesOf(PRODUCTS).map((summary) => summary.account)).toEqual([
      'spot',
      'margin',
      'futures',
      'earn',
      'p2p',
      'copy-trading',
    ]);
    const { funding, choices } = transferAccounts(summariesOf(PRODUCTS));
    expect(funding.account).toBe('spot');
    expect(choices.map((choice) => choice.account)).toEqual(['margin', 'futures', 'earn', 'p2p']);
    expect(ORDER_VENUES.map((venue) => venue.id)).toEqual(['spot', 'futures']);
  });
});

describe('an example product added by its manifest alone', () => {
  it('gets its pages and its record page in the route config', () => {
    const pages = productRoutes(WITH_EXAMPLE);
    expect(pages).toContainEqual(
      expect.objectContaining({ path: 'example/:symbol', file: 'example/ExampleRoute.tsx' }),
    );
    expect(pages).toContainEqual(
      expect.objectContaining({
        path: 'record/example',
        file: RECORD_PAGE_FILE,
        id: recordRouteId(EXAMPLE_MANIFEST),
      }),
    );
    expect(pages).toHaveLength(productRoutes(PRODUCTS).length + 2);
  });

  it('gets its texts joined to every language', async () => {
    const messages = await localeMessagesOf(WITH_EXAMPLE);
    for (const [locale, texts] of Object.entries(messages))
      for (const key of textKeysOf(EXAMPLE_MANIFEST))
        expect(typeof lookUp(texts, key), `${locale} ${key}`).toBe('string');
    expect(lookUp(messages.ar!, 'example.title')).toBe('مثال');
    expect(lookUp(messages.de!, 'spot.buy')).toBe(lookUp((await loadLocaleMessages()).de!, 'spot.buy'));
  });

  it('gets a header link and an asset navigation entry after the others', () => {
    const entries = navEntriesOf(WITH_EXAMPLE);
    expect(entriesIn(entries, ['products']).map((entry) => entry.label)).toEqual([
      'earn.title',
      'p2p.title',
      'example.title',
    ]);
    expect(entriesIn(entries, ['assetRecords']).map((entry) => entry.to)).toEqual([
      '/record/exchange',
      '/record/margin',
      '/record/exchange/futures',
      '/transactions',
      '/earn/history',
      '/p2p/orders',
      '/record/p2p',
      '/record/mcp',
      '/record/example',
    ]);
  });

  it('gets its account valued on /asset and offered by the transfer panel', () => {
    const summaries = summariesOf(WITH_EXAMPLE);
    const prices = new Map([['BTC', '50000']]);
    const spot = { demo: false, balances: [{ asset: 'BTC', available: '0.1', frozen: '0', total: '0.1' }] };
    const futures = { equity: '2500' };
    const earn = { balances: [{ asset: 'BTC', available: '0.001', held: '0.009' }] };
    const p2p = [{ asset: 'BTC', available: '0.002', inAds: '0.008' }];
    const margin = { cross: { totalAssetValue: '300', totalDebtValue: '100' }, isolated: [] };
    // Copies are funded from futures and take no transfers: valued, never offered.
    const copies = [{ equity: '120.25' }, { equity: '0' }, { equity: '29.75' }];
    const valuations = accountValuations(
      summaries,
      [spot, margin, futures, earn, p2p, copies, { equity: '1000.5', available: '900' }],
      prices,
    );
    expect(valuations?.map((account) => [account.account, account.usdt.toString()])).toEqual([
      ['spot', '5000'],
      ['margin', '200'],
      ['futures', '2500'],
      ['earn', '500'],
      ['p2p', '500'],
      ['copy-trading', '150'],
      ['example', '1000.5'],
    ]);
    expect(valuations?.at(-1)).toMatchObject({ label: 'example.account', link: '/example/BTCUSDT' });
    expect(valuations?.reduce((sum, account) => sum.plus(account.usdt), new Decimal(0)).toString()).toBe(
      '9850.5',
    );
    // Until every account has answered there is no total, never a partial one.
    expect(
      accountValuations(summaries, [spot, margin, futures, earn, p2p, copies, undefined], prices),
    ).toBeUndefined();

    const { funding, choices } = transferAccounts(summaries);
    expect(choices.map((choice) => choice.account)).toEqual(['margin', 'futures', 'earn', 'p2p', 'example']);
    const out = transferRoute(funding, choices[4]!, 'out');
    expect([out.from.account, out.to.account]).toEqual(['example', 'spot']);
    expect(out.source.transferable?.({ equity: '1000.5', available: '900' })).toBe('900');
    const into = transferRoute(funding, choices[4]!, 'in');
    expect([into.from.label, into.to.label]).toEqual(['asset.spotAccount', 'example.account']);
  });

  it('gets a record page showing its record kind, filtered as its kind says', () => {
    const page = productOfRecordRoute(WITH_EXAMPLE, recordRouteId(EXAMPLE_MANIFEST))?.records;
    expect(page?.heading).toBe('example.records');
    expect(page?.tabs.map((tab) => tab.kind)).toEqual([EXAMPLE_ENTRIES]);
    expect(requestParams(EXAMPLE_ENTRIES, { symbol: 'BTCUSDT', side: 'buy' }, 21, 1700000000000)).toEqual({
      limit: 21,
      symbol: 'BTCUSDT',
      before: '1700000000000',
    });
    expect(productOfRecordRoute(PRODUCTS, recordRouteId(EXAMPLE_MANIFEST))).toBeUndefined();
  });
});
