import { isAllowedInDemo } from '@tideline/core/demo-mode';
import { describe, expect, it } from 'vitest';
import { COPY_TRADING_MANIFEST } from '../manifest.ts';
import { copyPaths, DEMO_COPY_PATHS } from './copy-paths.ts';

describe('copy-trading paths in demo mode (spec §2)', () => {
  it('keeps the ranking and the profiles on the demo allow-list', () => {
    expect(isAllowedInDemo(DEMO_COPY_PATHS.ranking)).toBe(true);
    expect(isAllowedInDemo(DEMO_COPY_PATHS.trader('17'))).toBe(true);
    expect(isAllowedInDemo('/de/order/mcp/trader/17?window=7')).toBe(true);
    expect(isAllowedInDemo(copyPaths(false).ranking)).toBe(false);
    expect(copyPaths(true)).toBe(DEMO_COPY_PATHS);
  });

  it('has a page for every demo path', () => {
    const paths = COPY_TRADING_MANIFEST.routes.map((route) => `/${route.path}`);
    expect(paths).toContain(DEMO_COPY_PATHS.ranking);
    expect(paths).toContain(DEMO_COPY_PATHS.trader(':id'));
  });
});
