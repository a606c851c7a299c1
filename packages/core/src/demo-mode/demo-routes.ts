import { parseLocalePrefix } from '../locale/locale-prefix.ts';

export const DEFAULT_SPOT_ROUTE = '/spot/BTCUSDT';
export const DEFAULT_FUTURES_ROUTE = '/futures/usdt/BTCUSDT';

/** Spec §2, verbatim: pages reachable in demo mode when the path matches exactly. */
export const DEMO_EXACT_PATHS: readonly string[] = [
  '/fee',
  '/vip/detail',
  '/vip/vipIntroduce',
  '/asset',
  '/asset/spot',
  '/asset/margin',
  '/asset/futures',
  '/modifyverification',
  '/download',
  '/proof-of-reserves',
  '/protection-fund',
];

/** Spec §2, verbatim: pages reachable in demo mode when the path starts with one of these. */
export const DEMO_PREFIX_PATHS: readonly string[] = [
  '/account/newapi',
  '/spot/',
  '/futures/',
  '/transac',
  '/order/marginOrderInfo',
  '/order/mcp',
  '/record/exchange',
  '/record/margin',
  '/record/mcp',
  '/subaccount/setting/antiphishing',
  '/subaccount/setting/devices',
  '/subaccount/setting/history',
  '/subaccount/setting/api',
  '/trade-spot',
  '/trade-margin',
  '/trade-swap',
  '/trade-info',
  '/trade-asset-order',
  '/trade-asset',
];

function withoutQuery(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  return cut === -1 ? pathname : pathname.slice(0, cut);
}

/**
 * Exact entries also match with one trailing slash (`/fee/` is the same page as `/fee`); prefix
 * entries are compared as written, so `/spot/` needs its slash and `/transac` covers
 * `/transaction`.
 */
export function isAllowedInDemo(pathname: string): boolean {
  const { rest } = parseLocalePrefix(withoutQuery(pathname));
  const exact = rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest;
  return DEMO_EXACT_PATHS.includes(exact) || DEMO_PREFIX_PATHS.some((prefix) => rest.startsWith(prefix));
}

/** Where a demo-mode visitor of `pathname` must go (spec §2), or null when the page is allowed. */
export function demoRedirectTarget(pathname: string): string | null {
  if (isAllowedInDemo(pathname)) return null;
  const { prefix } = parseLocalePrefix(withoutQuery(pathname));
  return prefix === '' ? DEFAULT_SPOT_ROUTE : `/${prefix}${DEFAULT_SPOT_ROUTE}`;
}
