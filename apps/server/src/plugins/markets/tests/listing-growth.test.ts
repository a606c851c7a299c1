import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient, startServer } from '../../../../test/support/spot-server.ts';
import { Exchange } from '../../../markets/exchange.ts';
import type { ExchangeCommand } from '../../../markets/exchange-types.ts';
import { MARKET_MAKER_ACCOUNT, MarketSimulator } from '../../../markets/simulator/market-simulator.ts';
import { SYMBOLS } from '../../../markets/symbols.ts';
import { Batch } from '../service/batch.ts';
import { writeBatch } from '../service/store.ts';
import { marketsDb } from '../tables.ts';

/** The listing before issue #18: six USDT pairs. */
const OLD_PAIRS = SYMBOLS.filter(
  (spec) => spec.quote === 'USDT' && ['BTC', 'ETH', 'SOL', 'XRP', 'DOGE', 'BNB'].includes(spec.base),
);
const NEW_PAIRS = SYMBOLS.filter((spec) => !OLD_PAIRS.includes(spec));
const SEED = '18';

/**
 * What the old six-pair simulator journaled on a fresh venue: its funding, then a few seconds of
 * quoting and trading, leaving its quotes resting (the orphans a restart must cancel).
 */
function oldVenueCommands(start: number): ExchangeCommand[] {
  const simulator = new MarketSimulator({ seed: SEED, symbols: OLD_PAIRS });
  const exchange = new Exchange();
  const commands: ExchangeCommand[] = [];
  const apply = (batch: readonly ExchangeCommand[]) => {
    for (const command of batch) {
      commands.push(command);
      simulator.observe(exchange.apply(command));
    }
  };
  apply(simulator.fundingCommands(start));
  for (let ts = start; ts <= start + 5_000; ts += 500) apply(simulator.advance(ts));
  expect(exchange.checkConservation()).toEqual([]);
  return commands;
}

interface Depth {
  bids: string[][];
  asks: string[][];
}

describe('issue #18: a data folder from the six-pair listing gains the new markets on restart', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-listing-'));
  afterAll(() => {
    delete process.env.MARKETS_HISTORY_HOURS;
    delete process.env.MARKETS_SIM_TICK_MS;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('funds what the simulated accounts lack, and every new pair has a live book and trades', {
    timeout: 120_000,
  }, async () => {
    const env = { DATA_DIR: dataDir, SEED_DEMO_USER: 'false', SIM_SEED: SEED };
    // The markets plugin reads its own settings from the process environment.
    process.env.MARKETS_HISTORY_HOURS = '1';
    process.env.MARKETS_SIM_TICK_MS = '0';
    const old = await startServer({ name: 'pglite' }, env);
    const db = marketsDb(old.app.db);
    const last = await db
      .selectFrom('markets_journal')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirst();
    const batch = new Batch();
    let seq = Number(last?.seq ?? 0);
    for (const venue of ['live', 'demo'] as const) {
      for (const command of oldVenueCommands(Date.now() - 60_000)) {
        seq += 1;
        batch.journal.push({ seq, venue, command });
      }
    }
    await writeBatch(db, batch);
    await old.close();

    process.env.MARKETS_SIM_TICK_MS = '200';
    const server = await startServer({ name: 'pglite' }, env);
    try {
      const markets = server.app.markets;
      for (const venue of ['live', 'demo'] as const) {
        const exchange = markets.exchanges[venue];
        expect(exchange.checkConservation(), venue).toEqual([]);
        for (const asset of ['ADA', 'TRX', 'NEAR', 'BTC', 'ETH']) {
          expect(
            Number(exchange.balance(MARKET_MAKER_ACCOUNT, asset).available),
            `${venue} ${asset}`,
          ).toBeGreaterThan(0);
        }
      }
      const api = new ApiClient(server.baseUrl);
      const deadline = Date.now() + 60_000;
      let waiting = NEW_PAIRS.map((spec) => spec.symbol);
      while (waiting.length > 0 && Date.now() < deadline) {
        const still: string[] = [];
        for (const symbol of waiting) {
          const depth = await api.get<Depth>(`/v1/market/depth?symbol=${symbol}&limit=50`);
          const trades = await api.get<unknown[]>(`/v1/market/trades?symbol=${symbol}`);
          const alive =
            depth.body.data.bids.length >= 18 &&
            depth.body.data.asks.length >= 18 &&
            trades.body.data.length > 0;
          if (!alive) still.push(symbol);
        }
        waiting = still;
        if (waiting.length > 0) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(waiting).toEqual([]);
      await markets.flush();
      for (const venue of ['live', 'demo'] as const) {
        expect(markets.exchanges[venue].checkConservation(), venue).toEqual([]);
      }
    } finally {
      await server.close();
    }
  });
});
