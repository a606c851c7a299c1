import { Decimal } from '@tideline/core/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  backends,
  fundedTrader,
  ok,
  quoteSpot,
  read,
  startFuturesServer,
} from '../../../../test/support/futures-server.ts';
import { futuresServiceOf } from '../../futures/index.ts';
import { Copier } from '../copier.ts';
import { SerialQueue } from '../serial-queue.ts';
import { copyDb } from '../tables.ts';
import { insertDbOnlyLead } from './db-only-lead.ts';

// Issue #24: a lead's close that the copier first finds after a restart (the close's event, with
// its final realised PnL, was never seen) is recorded with the PnL the lead realised, not 0. The
// lead is a lead in the database only, so the running server's copier ignores its fills; a copier
// of the test's own, which never saw an event, mirrors them as the recovery at start does. The
// PnL is checked by hand (0.2 BTC from 50,000 to 55,000 less both taker fees of 0.05%) and
// against the lead's futures wallet before and after.

type RunningServer = Awaited<ReturnType<typeof startFuturesServer>>;

describe.each(backends)('issue #24 copy trading: a close found after a restart on $name', (backend) => {
  let server: RunningServer;
  let lead: ApiClient;
  let maker: ApiClient;
  let leadId: string;

  beforeAll(async () => {
    server = await startFuturesServer(backend, { FUTURES_PRICE_TICK_MS: '0', SEED_DEMO_USER: 'false' });
    lead = new ApiClient(server.baseUrl);
    maker = new ApiClient(server.baseUrl);
    leadId = (await fundedTrader(lead, [['USDT', '100000']])).userId;
    await fundedTrader(maker, [['USDT', '100000']]);
    for (const client of [lead, maker])
      await ok(client, '/v1/futures/transfer', { direction: 'in', amount: '20000' });
    await quoteSpot(server.app, lead, '50000');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('records the realised PnL of the close, from the futures history', { timeout: 120_000 }, async () => {
    const db = copyDb(server.app.db);
    const futures = futuresServiceOf(server.app);
    await insertDbOnlyLead(db, Number(leadId), 'Afterwards');
    const copier = new Copier(db, futures, new SerialQueue(), () => Date.now(), server.app.log);
    copier.addLead(Number(leadId));
    const available = async () => (await read<{ available: string }>(lead, '/v1/futures/account')).available;
    const before = await available();

    await ok(maker, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'sell',
      orderType: 'limit',
      price: '50000.00',
      size: '0.200',
    });
    await ok(lead, '/v1/futures/leverage', { symbol: 'BTCUSDT', leverage: 10 });
    await ok(lead, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'market',
      size: '0.200',
    });
    expect(await copier.mirrorLead('live', Number(leadId))).toBe(1);

    await quoteSpot(server.app, lead, '55000');
    await ok(maker, '/v1/futures/order/place', {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '55000.00',
      size: '0.200',
    });
    await ok(lead, '/v1/futures/position/close-all', {});
    await futures.flush();
    expect(await copier.mirrorLead('live', Number(leadId))).toBe(1);

    const moves = await db
      .selectFrom('copy_lead_moves')
      .select(['action', 'pnl'])
      .where('lead_id', '=', Number(leadId))
      .orderBy('id')
      .execute();
    expect(moves.map((move) => [move.action, new Decimal(move.pnl).toFixed()])).toEqual([
      ['open', '0'],
      ['close', '989.5'],
    ]);
    expect(new Decimal(await available()).minus(before).toFixed()).toBe('989.5');
    const profile = await read<{ stats: { pnl: string; winRate: string } }>(
      lead,
      `/v1/copy-trading/trader?traderId=${leadId}&window=7`,
    );
    expect(profile.stats).toMatchObject({ pnl: '989.5', winRate: '100.00' });
  });
});
