import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FUTURES_ROUTE,
  DEFAULT_SPOT_ROUTE,
  DEMO_EXACT_PATHS,
  DEMO_PREFIX_PATHS,
  demoRedirectTarget,
  isAllowedInDemo,
} from './index.ts';

describe('§2 demo mode allow-list', () => {
  it('§2 lists the spec paths verbatim', () => {
    expect(DEMO_EXACT_PATHS).toEqual([
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
    ]);
    expect(DEMO_PREFIX_PATHS).toHaveLength(19);
    expect(DEFAULT_SPOT_ROUTE).toBe('/spot/BTCUSDT');
    expect(DEFAULT_FUTURES_ROUTE).toBe('/futures/usdt/BTCUSDT');
  });

  it.each(DEMO_EXACT_PATHS.map((p) => [p]))(
    '§2 exact %s is allowed, with or without a locale prefix',
    (path) => {
      expect(isAllowedInDemo(path)).toBe(true);
      expect(isAllowedInDemo(`/ja${path}`)).toBe(true);
      expect(isAllowedInDemo(`/zh-CN${path}?tab=1`)).toBe(true);
      expect(demoRedirectTarget(path)).toBeNull();
    },
  );

  it.each(DEMO_EXACT_PATHS.map((p) => [p]))('§2 exact %s rejects near misses', (path) => {
    expect(isAllowedInDemo(`${path}x`)).toBe(false);
    expect(isAllowedInDemo(`${path}/x`)).toBe(false);
    expect(isAllowedInDemo(path.slice(0, -1))).toBe(false);
  });

  it.each(DEMO_PREFIX_PATHS.map((p) => [p]))(
    '§2 prefix %s allows sub-paths and rejects shorter paths',
    (prefix) => {
      expect(isAllowedInDemo(prefix)).toBe(true);
      expect(isAllowedInDemo(`${prefix}${prefix.endsWith('/') ? '' : '/'}detail`)).toBe(true);
      expect(isAllowedInDemo(`/ru${prefix}`)).toBe(true);
      const shorter = prefix.slice(0, -1);
      const coveredByAnother = DEMO_PREFIX_PATHS.some(
        (other) => other !== prefix && shorter.startsWith(other),
      );
      expect(isAllowedInDemo(shorter)).toBe(coveredByAnother);
      expect(isAllowedInDemo(`/x${prefix}`)).toBe(false);
    },
  );

  it('§2 near misses named in the brief', () => {
    expect(isAllowedInDemo('/fee')).toBe(true);
    expect(isAllowedInDemo('/fee/')).toBe(true);
    expect(isAllowedInDemo('/feex')).toBe(false);
    expect(isAllowedInDemo('/fee/x')).toBe(false);
    expect(isAllowedInDemo('/spot/')).toBe(true);
    expect(isAllowedInDemo('/spot/ETHUSDT')).toBe(true);
    expect(isAllowedInDemo('/spotx')).toBe(false);
    expect(isAllowedInDemo('/spot')).toBe(false);
    expect(isAllowedInDemo('/ja/asset')).toBe(true);
    expect(isAllowedInDemo('/bg/asset')).toBe(true);
    expect(isAllowedInDemo('/transaction/history')).toBe(true);
    expect(isAllowedInDemo('/trade-asset-orders')).toBe(true);
    expect(isAllowedInDemo('/')).toBe(false);
    expect(isAllowedInDemo('/ja')).toBe(false);
  });

  it('§2 a disallowed page redirects to BTC/USDT spot, keeping the locale prefix', () => {
    expect(demoRedirectTarget('/p2p')).toBe('/spot/BTCUSDT');
    expect(demoRedirectTarget('/ja/p2p')).toBe('/ja/spot/BTCUSDT');
    expect(demoRedirectTarget('/es-ES/earn?x=1')).toBe('/es-ES/spot/BTCUSDT');
    expect(demoRedirectTarget('/bg/earn')).toBe('/bg/spot/BTCUSDT');
    expect(demoRedirectTarget('/')).toBe('/spot/BTCUSDT');
    expect(demoRedirectTarget('/zh-CN')).toBe('/zh-CN/spot/BTCUSDT');
  });
});
