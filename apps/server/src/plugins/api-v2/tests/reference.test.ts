// Issue #32: the /v1/docs reference offers the /api/v2 routes' OpenAPI document beside /v1's.
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { V2_OPENAPI_PATH } from '../v2-openapi.ts';

describe('the /api/v2 reference', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
  }, 180_000);
  afterAll(() => server.close(), 180_000);

  it('is a valid OpenAPI 3.1 document of every v2 route with its key headers, offered by /v1/docs', async () => {
    const answer = await fetch(`${server.baseUrl}${V2_OPENAPI_PATH}`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as {
      paths: Record<string, Record<string, { security: object[] }>>;
    };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.paths['/api/v2/mix/order/place-order']?.post?.security).toEqual([
      { accessKey: [], accessSign: [], accessTimestamp: [], accessPassphrase: [] },
    ]);
    expect(document.paths['/api/v2/spot/market/tickers']?.get?.security).toEqual([]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/spot/trade/batch-orders',
        '/api/v2/spot/account/bills',
        '/api/v2/mix/position/all-position',
        '/api/v2/mix/market/open-interest',
      ]),
    );
    // The /v1 document stays /v1's own: its envelope and bad-input rules are not v2's.
    const v1 = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(v1.paths).filter((path) => path.startsWith('/api/v2'))).toEqual([]);
    const initializer = await fetch(`${server.baseUrl}/v1/docs/static/swagger-initializer.js`);
    const script = await initializer.text();
    expect(script).toContain(V2_OPENAPI_PATH);
    expect(script).toContain('/v1/docs/json');
  });
});
