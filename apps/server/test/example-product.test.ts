import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Posting, postingsBalance } from '../src/platform/ledger/transfer-port.ts';
import { PRODUCTS } from '../src/products.ts';
import { exampleJarProduct } from './fixtures/example-product/index.ts';
import { type RunningServer, startServer } from './support/backends.ts';
import { ApiClient, backends, fundedTrader, read, spotUsdt } from './support/futures-server.ts';

// Issue #19 item 2: a product is its folder and one manifest. The example jar (a fixture outside
// src) is served by a gateway built from the product list plus its manifest, and moves money
// with spot only through the ledger's transfer port.

interface MoveAnswer {
  outcome: string;
  postings: Posting[];
}

describe.each(backends)('issue #19 a product registered by its manifest alone on $name', (backend) => {
  let server: RunningServer;
  let client: ApiClient;
  let userId: number;

  beforeAll(async () => {
    server = await startServer(backend, {}, { products: [...PRODUCTS, exampleJarProduct()] });
    client = new ApiClient(server.baseUrl);
    userId = Number((await fundedTrader(client, [['USDT', '1000']])).userId);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const jar = async () => (await read<{ balance: string }>(client, '/v1/example-jar')).balance;
  const move = async (direction: 'in' | 'out', amount: string) => {
    const answer = await client.post<MoveAnswer>('/v1/example-jar/move', { direction, amount });
    expect(answer.body.code).toBe(0);
    return answer.body.data;
  };

  it('serves its route under /v1 and is not in the shipped product list', async () => {
    expect(PRODUCTS.map((product) => product.name)).not.toContain('example-jar');
    expect(await jar()).toBe('0.00000000');
    // The jar's wallet joins the shipped products' wallets, after them.
    const wallets = server.app.ledger.wallets();
    expect(wallets).toEqual(expect.arrayContaining(['spot', 'futures', 'jar']));
    expect(wallets.at(-1)).toBe('jar');
  });

  it('moves USDT spot -> jar -> spot through the transfer port, each transfer two postings summing to zero', async () => {
    const into = await move('in', '250');
    expect(into.outcome).toBe('done');
    expect(into.postings).toMatchObject([
      { wallet: 'spot', userId, asset: 'USDT', amount: '-250' },
      { wallet: 'jar', userId, asset: 'USDT', amount: '250' },
    ]);
    expect(postingsBalance(into.postings)).toBe(true);
    expect(await jar()).toBe('250.00000000');
    expect(await spotUsdt(client)).toBe('750.00000000');

    const back = await move('out', '100.5');
    expect(back.outcome).toBe('done');
    expect(postingsBalance(back.postings)).toBe(true);
    expect(await jar()).toBe('149.50000000');
    expect(await spotUsdt(client)).toBe('850.50000000');
    const total = new Decimal(await jar()).plus(await spotUsdt(client));
    expect(total.toFixed(8)).toBe('1000.00000000');
  });

  it('a refused source moves nothing and posts nothing', async () => {
    const tooMuch = await move('out', '149.50000001');
    expect(tooMuch).toMatchObject({ outcome: 'insufficient-balance', postings: [] });
    const overdrawn = await move('in', '850.50000001');
    expect(overdrawn).toMatchObject({ outcome: 'insufficient-balance', postings: [] });
    expect(await jar()).toBe('149.50000000');
    expect(await spotUsdt(client)).toBe('850.50000000');
  });

  it('the ledger reads the jar through its wallet leg', async () => {
    const balances = await server.app.ledger.legOf('jar').balances('live', userId);
    expect(balances).toEqual([{ asset: 'USDT', available: '149.50000000', hold: '0' }]);
  });
});
