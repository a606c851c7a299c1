import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { P2P_FIATS } from '@tideline/protocol/p2p/markets';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { p2pBook } from '../book.ts';
import { merchantIds } from '../merchants.ts';
import { p2pDb } from '../tables.ts';

// Issue #25: the seven fiats added for #30 item 7 are P2P markets with the simulated merchants'
// ads, on a fresh database and on one seeded before they joined (its merchants' ads of those
// fiats removed, as that seed left it), after a restart.

const NEW_FIATS = ['UAH', 'UZS', 'AED', 'CAD', 'INR', 'ZAR', 'SEK'] as const;
const dataDir = mkdtempSync(path.join(tmpdir(), 'tideline-p2p-fiats-'));

interface Ad {
  fiat: string;
  paymentTypes: string[];
}

async function adsOf(server: RunningServer, fiat: string, side: 'buy' | 'sell') {
  const answer = await new ApiClient(server.baseUrl).get<Ad[]>(
    `/v1/p2p/ads?side=${side}&crypto=USDT&fiat=${fiat}`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The merchants' ads per fiat. */
async function merchantAdCounts(server: RunningServer) {
  const rows = await p2pDb(server.app.db)
    .selectFrom('p2p_ads')
    .select(['fiat', (eb) => eb.fn.countAll<string>().as('ads')])
    .where('user_id', 'in', await merchantIds(server.app))
    .groupBy('fiat')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.fiat, Number(row.ads)]));
}

async function expectBookSound(server: RunningServer) {
  for (const total of (await p2pBook.totals(p2pDb(server.app.db))).values()) expect(total).toBe('0');
}

/** Puts the book back as the seed before these fiats left it: no ads, methods or funding of theirs. */
async function removeNewMarkets(server: RunningServer) {
  const db = p2pDb(server.app.db);
  const merchants = await merchantIds(server.app);
  const ads = await db
    .selectFrom('p2p_ads')
    .select('id')
    .where('user_id', 'in', merchants)
    .where('fiat', 'in', NEW_FIATS)
    .execute();
  const ids = ads.map((ad) => ad.id);
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('p2p_postings')
      .where(
        'entry',
        'in',
        ids.map((id) => `merchant-fund:${id}`),
      )
      .execute();
    await tx
      .deleteFrom('p2p_balances')
      .where(
        'account',
        'in',
        ids.map((id) => `ad:${id}`),
      )
      .execute();
    await tx.deleteFrom('p2p_ads').where('id', 'in', ids).execute();
    await tx
      .deleteFrom('p2p_payment_methods')
      .where('user_id', 'in', merchants)
      .where('fiat', 'in', NEW_FIATS)
      .execute();
    await sql`update p2p_balances set amount = (select coalesce(sum(p.amount), 0) from p2p_postings p
      where p.account = 'treasury' and p.asset = p2p_balances.asset) where account = 'treasury'`.execute(tx);
  });
}

describe('issue #25 P2P in the fiats added for #30 item 7', () => {
  let server: RunningServer | undefined;

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('offers merchant ads in every new fiat on a fresh server', async () => {
    server = await startServer({ name: 'pglite' }, { DATA_DIR: dataDir, SEED_DEMO_USER: 'false' });
    for (const fiat of NEW_FIATS) {
      expect(P2P_FIATS).toContain(fiat);
      const ads = await adsOf(server, fiat, 'sell');
      expect(ads.length).toBeGreaterThan(0);
      expect(ads.every((ad) => ad.fiat === fiat && ad.paymentTypes.includes('bank'))).toBe(true);
      expect((await adsOf(server, fiat, 'buy')).length).toBeGreaterThan(0);
    }
    await expectBookSound(server);
  });

  it('seeds the new markets at the next start of a database seeded before them, and nothing twice', async () => {
    if (server === undefined) throw new Error('the first test starts the server');
    const before = await merchantAdCounts(server);
    await removeNewMarkets(server);
    await expectBookSound(server);
    const old = await merchantAdCounts(server);
    for (const fiat of NEW_FIATS) expect(old[fiat]).toBeUndefined();
    await server.close();
    server = undefined;

    server = await startServer({ name: 'pglite' }, { DATA_DIR: dataDir, SEED_DEMO_USER: 'false' });
    expect((await adsOf(server, 'UAH', 'sell')).length).toBeGreaterThan(0);
    expect(await merchantAdCounts(server)).toEqual(before);
    await expectBookSound(server);
    await server.close();
    server = undefined;

    // A start with every market seeded adds nothing.
    server = await startServer({ name: 'pglite' }, { DATA_DIR: dataDir, SEED_DEMO_USER: 'false' });
    expect(await merchantAdCounts(server)).toEqual(before);
    await expectBookSound(server);
  });
});
