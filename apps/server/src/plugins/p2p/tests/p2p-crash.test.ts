import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  fundedTrader,
  type ServerProcess,
  spawnServer,
} from '../../../../test/support/spot-server.ts';

// Issue #25: a kill -9 while an order holds escrow and more takes are under way. After the restart
// the held order is intact (same amount, still waiting for payment), every order the buyer sees is
// whole, and the order continues: the buyer marks it paid.

const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-p2p-crash-'));
// The merchant waits long enough not to release during the test.
const env = {
  DATA_DIR: dataDir,
  SEED_DEMO_USER: 'false',
  MARKETS_SIM_TICK_MS: '0',
  P2P_MERCHANT_DELAY_MS: '600000',
};

interface Order {
  id: string;
  state: string;
  cryptoAmount: string;
  paymentMethods: { id: string }[];
}

describe('issue #25 P2P: kill -9 while an order holds escrow, restart', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    server?.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the escrowed order and lets it continue', { timeout: 240_000 }, async () => {
    server = await spawnServer(env);
    const buyer = new ApiClient(server.baseUrl);
    await fundedTrader(buyer, [['USDT', '1']]);
    const ads = await buyer.get<{ id: string; remaining: string }[]>(
      '/v1/p2p/ads?side=sell&crypto=USDT&fiat=USD',
    );
    const ad = ads.body.data[0]!;
    const held = await buyer.post<Order>('/v1/p2p/order/create', { adId: ad.id, fiatAmount: '100' });
    expect(held.body.code).toBe(0);

    const racing = Array.from({ length: 20 }, () =>
      buyer.post('/v1/p2p/order/create', { adId: ad.id, fiatAmount: '20' }).catch(() => undefined),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(racing);

    server = await spawnServer(env);
    const again = new ApiClient(server.baseUrl);
    for (const [name, value] of buyer.cookies) again.cookies.set(name, value);
    const order = await again.get<Order>(`/v1/p2p/order/${held.body.data.id}`);
    expect(order.body.data).toMatchObject({
      state: 'pendingPayment',
      cryptoAmount: held.body.data.cryptoAmount,
    });

    // What the ad lost is exactly what the buyer's orders hold.
    const orders = (await again.get<Order[]>('/v1/p2p/orders?state=open')).body.data;
    const escrowed = orders.reduce((sum, row) => sum + Number(row.cryptoAmount), 0);
    const after = (
      await again.get<{ id: string; remaining: string }[]>('/v1/p2p/ads?side=sell&crypto=USDT&fiat=USD')
    ).body.data.find((row) => row.id === ad.id)!;
    expect(Number(ad.remaining) - Number(after.remaining)).toBeCloseTo(escrowed, 6);

    const paid = await again.post<Order>('/v1/p2p/order/mark-paid', {
      orderId: held.body.data.id,
      paymentMethodId: order.body.data.paymentMethods[0]!.id,
    });
    expect(paid.body.data.state).toBe('paid');
  });
});
