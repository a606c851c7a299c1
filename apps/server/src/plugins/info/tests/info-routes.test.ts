import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, backends, fundedTrader, startServer } from '../../../../test/support/spot-server.ts';
import { FEE_TIERS } from '../../../markets/ledger/fee-tiers.ts';
import { INSURANCE_FUND_SEED_USDT } from '../../futures/index.ts';
import { rootFromProof } from '../merkle.ts';

type RunningServer = Awaited<ReturnType<typeof startServer>>;

interface Reserves {
  takenAt: number;
  merkleRoot: string;
  leafCount: number;
  assets: Array<{ asset: string; liabilities: string; reserves: string; ratio: string | null }>;
}

interface Proof {
  takenAt: number;
  merkleRoot: string;
  leaf: string;
  balances: Array<{ asset: string; amount: string }>;
  proof: Array<{ position: 'left' | 'right'; hash: string }>;
}

describe.each(backends)('§2 informational pages data on $name', (backend) => {
  let server: RunningServer;
  let anonymous: ApiClient;
  let trader: ApiClient;
  let traderId: string;

  beforeAll(async () => {
    server = await startServer(backend);
    anonymous = new ApiClient(server.baseUrl);
    trader = new ApiClient(server.baseUrl);
    ({ userId: traderId } = await fundedTrader(trader, [
      ['USDT', '1234.5'],
      ['BTC', '0.25'],
    ]));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('§2 /fee lists the six spot tiers with the ledger’s rates, futures tiers, and no tier anonymously', async () => {
    const answer = await anonymous.get('/v1/info/fees');
    expect(answer.body.code).toBe(0);
    const data = answer.body.data as {
      spot: Array<{ tier: string; makerRate: string; takerRate: string; minThirtyDayVolumeUsdt: number }>;
      futures: Array<{ tier: string; makerRate: string; takerRate: string }>;
      userTier: string | null;
    };
    expect(data.spot.map((tier) => tier.tier)).toEqual(FEE_TIERS.map((tier) => tier.name));
    expect(data.spot[0]).toMatchObject({
      makerRate: '0.001000',
      takerRate: '0.001000',
      minThirtyDayVolumeUsdt: 0,
    });
    expect(data.spot[5]).toMatchObject({ makerRate: '0.000200', takerRate: '0.000400' });
    expect(data.futures[0]).toEqual({ tier: 'VIP0', makerRate: '0.000200', takerRate: '0.000500' });
    expect(data.userTier).toBeNull();
  });

  it('§2 /vip/detail a logged-in user gets their own tier, the one the exchange charges', async () => {
    expect(((await trader.get('/v1/info/fees')).body.data as { userTier: string }).userTier).toBe('VIP0');
    await server.app.markets.transact((tx) =>
      tx.apply('live', { type: 'set-fee-tier', accountId: `u${traderId}`, tier: 'VIP3', ts: tx.now }),
    );
    expect(((await trader.get('/v1/info/fees')).body.data as { userTier: string }).userTier).toBe('VIP3');
  });

  it('§2 /proof-of-reserves reserves cover liabilities and the user’s proof rebuilds the published root', async () => {
    const reserves = (await anonymous.get('/v1/info/reserves')).body.data as Reserves;
    expect(reserves.merkleRoot).toMatch(/^[0-9a-f]{64}$/);
    const usdt = reserves.assets.find((asset) => asset.asset === 'USDT')!;
    expect(Number(usdt.liabilities)).toBeGreaterThanOrEqual(1234.5);
    expect(Number(usdt.ratio)).toBeGreaterThanOrEqual(1);

    const answer = await trader.get('/v1/info/reserves/proof');
    expect(answer.body.code).toBe(0);
    const proof = answer.body.data as Proof;
    expect(proof.takenAt).toBe(reserves.takenAt);
    expect(proof.merkleRoot).toBe(reserves.merkleRoot);
    expect(proof.balances).toEqual([
      { asset: 'BTC', amount: '0.25000000' },
      { asset: 'USDT', amount: '1234.50000000' },
    ]);
    expect(proof.leaf.endsWith('|BTC=0.25000000,USDT=1234.50000000')).toBe(true);
    expect(rootFromProof(proof.leaf, proof.proof)).toBe(reserves.merkleRoot);
  });

  it('§2 /proof-of-reserves the proof needs a session (20205 or localised 401), never a 500', async () => {
    const answer = await anonymous.get('/v1/info/reserves/proof?languageType=1');
    expect(answer.status).toBe(401);
    expect(answer.body.status).toBe('error');
    expect(answer.body.msg).not.toBe('');
  });

  it('§2 /proof-of-reserves a user registered after the snapshot gets 33001 in their language', async () => {
    const late = new ApiClient(server.baseUrl);
    await fundedTrader(late, [['USDT', '10']]);
    const answer = await late.get('/v1/info/reserves/proof?languageType=1');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: '33001', status: 'error' });
    expect(answer.body.msg).toBe('您的账户尚未包含在最新的储备金快照中，将在下一次快照中包含');
  });

  it('§2 /protection-fund shows the seeded fund and its first sample', async () => {
    const answer = await anonymous.get('/v1/info/protection-fund');
    const data = answer.body.data as {
      asset: string;
      balance: string;
      history: Array<{ time: number; balance: string }>;
    };
    expect(data.asset).toBe('USDT');
    expect(data.balance).toBe(`${INSURANCE_FUND_SEED_USDT}.00000000`);
    expect(data.history).toHaveLength(1);
    expect(data.history[0]!.balance).toBe(data.balance);
  });

  it('§2 /download lists the apps from server configuration, web first', async () => {
    const answer = await anonymous.get('/v1/info/downloads');
    const data = answer.body.data as Array<{ platform: string; version: string; url: string | null }>;
    expect(data[0]).toMatchObject({ platform: 'web', url: '/spot/BTCUSDT' });
    expect(data.map((entry) => entry.platform)).toContain('android');
  });

  it('§2 bad input to an info route is a localised 400, not a 500', async () => {
    const answer = await anonymous.get('/v1/info/fees?languageType=1&bogus=1');
    expect(answer.status).toBe(400);
    expect(answer.body.status).toBe('error');
    expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });
});
