import { describe, expect, it } from 'vitest';
import { isGatewayPath } from '../server/gateway-paths.ts';

describe('paths the gateway owns', () => {
  it('covers /v1, /ws and /dev with anything below them', () => {
    for (const url of ['/v1', '/v1/health', '/v1/market/tickers?x=1', '/ws', '/ws/public', '/dev/outbox']) {
      expect(isGatewayPath(url), url).toBe(true);
    }
  });

  it('leaves pages that merely start with the same letters to the web app', () => {
    for (const url of ['/', '/v1x', '/wsx', '/developers', '/zh-CN/v1', '/design-system?v1']) {
      expect(isGatewayPath(url), url).toBe(false);
    }
  });
});
