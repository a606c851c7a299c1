import { Decimal } from '@tideline/core/decimal';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode } from '../../../../test/support/accounts.ts';
import { type RunningServer, startServer } from '../../../../test/support/backends.ts';
import { quoteSpot, waitFor } from '../../../../test/support/futures-server.ts';
import { ApiClient } from '../../../../test/support/http-client.ts';
import { fundedTrader } from '../../../../test/support/spot-server.ts';
import { referralBook } from '../book.ts';
import { referralDb } from '../tables.ts';

// Issue #29: attribution at registration exactly once, the refusals, commission equal to the
// share of the real spot fees, the daily payout idempotent and caught up, the book conserved.

const DAY = 24 * 60 * 60 * 1000;
let counter = 0;

async function registerWithCode(client: ApiClient, inviteCode?: string) {
  counter += 1;
  const email = `ref${counter}-${Date.now()}@example.com`;
  await client.post('/v1/user/public/sendCode', { type: 'email', email, scene: 'register' });
  const verifyCode = await latestCode(client, email);
  return client.post<{ userId: string }>('/v1/user/register/email', {
    email,
    pwd: 'Passw0rd!x',
    rePwd: 'Passw0rd!x',
    verifyCode,
    ...(inviteCode === undefined ? {} : { inviteCode }),
  });
}

interface Overview {
  codes: { code: string; kickbackPercent: number; isDefault: boolean; invitees: number }[];
  codesLeft: number;
  invitees: number;
  tradingInvitees: number;
  tier: number;
  commissionPercent: number;
  earned: { asset: string; amount: string }[];
  invitedBy: string | null;
}

interface CommissionAnswer {
  total: number;
  totals: { asset: string; amount: string }[];
  rows: {
    day: string;
    role: string;
    asset: string;
    fee: string;
    amount: string;
    commissionPercent: number;
  }[];
}

async function spotBalance(client: ApiClient, asset: string): Promise<Decimal> {
  const answer = await client.get<{ balances: { asset: string; available: string }[] }>(
    '/v1/asset/spot/balances',
  );
  return new Decimal(answer.body.data.balances.find((entry) => entry.asset === asset)?.available ?? 0);
}

describe('issue #29 referral programme on pglite', () => {
  let server: RunningServer;
  let inviter: ApiClient;
  let code: string;

  beforeAll(async () => {
    server = await startServer({ name: 'pglite' });
    inviter = new ApiClient(server.baseUrl);
    await fundedTrader(inviter, [['USDT', '100000']]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('every main account has a default code and may create more, up to 20, each with its kickback', async () => {
    const first = await inviter.get<Overview>('/v1/referral/overview');
    expect(first.body.data).toMatchObject({ invitees: 0, tier: 0, commissionPercent: 20, codesLeft: 19 });
    expect(first.body.data.codes).toHaveLength(1);
    expect(first.body.data.codes[0]).toMatchObject({ isDefault: true, kickbackPercent: 0 });
    const created = await inviter.post<{ code: string; kickbackPercent: number }>('/v1/referral/codes', {
      kickbackPercent: 25,
    });
    expect(created.status).toBe(200);
    expect(created.body.data.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    code = created.body.data.code;
  });

  it.each([
    { kickbackPercent: 101 },
    { kickbackPercent: -1 },
    { kickbackPercent: '10' },
    { kickbackPercent: 2.5 },
    {},
  ])('refuses a hostile kickback %j with a 4xx', async (body) => {
    const answer = await inviter.post('/v1/referral/codes', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ status: 'error' });
  });

  it('a registration through the link is attributed to the inviter exactly once; a campaign code is recorded', async () => {
    const invitee = new ApiClient(server.baseUrl);
    const registered = await registerWithCode(invitee, code);
    expect(registered.body.code).toBe(0);
    const again = await invitee.post('/v1/referral/bind', { code });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '37005' });
    const overview = await inviter.get<Overview>('/v1/referral/overview');
    expect(overview.body.data.invitees).toBe(1);
    expect(overview.body.data.codes.find((row) => row.code === code)?.invitees).toBe(1);

    const campaign = new ApiClient(server.baseUrl);
    const viaCampaign = await registerWithCode(campaign, 'SPRING-24');
    expect(viaCampaign.body.code).toBe(0);
    const rows = await referralDb(server.app.db)
      .selectFrom('referral_attributions')
      .select(['inviter_id', 'campaign'])
      .where('invitee_id', '=', Number(viaCampaign.body.data.userId))
      .execute();
    expect(rows).toEqual([{ inviter_id: null, campaign: 'SPRING-24' }]);
  });

  it('refuses self-referral, unknown codes, a second code, and a code of a deleted account', async () => {
    const self = await inviter.post('/v1/referral/bind', { code });
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({ code: '37007' });
    const unknown = await inviter.post('/v1/referral/bind', { code: 'ZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: '37001' });

    const late = new ApiClient(server.baseUrl);
    expect((await registerWithCode(late)).body.code).toBe(0);
    expect((await late.post('/v1/referral/bind', { code })).body.code).toBe(0);
    const second = await late.post('/v1/referral/bind', { code });
    expect(second.body).toMatchObject({ code: '37005' });

    const gone = new ApiClient(server.baseUrl);
    const goneId = Number((await registerWithCode(gone)).body.data.userId);
    const goneCode = (await gone.get<Overview>('/v1/referral/overview')).body.data.codes[0]!.code;
    await sql`delete from users where id = ${goneId}`.execute(server.app.db);
    const lookup = await inviter.get(`/v1/referral/lookup?code=${goneCode}`);
    expect(lookup.status).toBe(410);
    const refused = await registerWithCode(new ApiClient(server.baseUrl), goneCode);
    expect(refused.status).toBe(410);
    expect(refused.body).toMatchObject({ code: '37004', status: 'error' });
    // Localised: the same refusal in Japanese.
    const ja = await inviter.get<unknown>(`/v1/referral/lookup?code=${goneCode}&languageType=2`);
    expect(ja.body).toMatchObject({ code: '37004' });
  });

  it('a code applied more than 24 hours after registration is refused', async () => {
    const slow = new ApiClient(server.baseUrl);
    expect((await registerWithCode(slow)).body.code).toBe(0);
    await server.app.clock.advance(DAY + 60_000);
    const answer = await slow.post('/v1/referral/bind', { code });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: '37006' });
  });

  it('pays 20 % of the invitee fees split by the kickback, once per day, from the pool, into spot; the book sums to zero', async () => {
    const invitee = new ApiClient(server.baseUrl);
    const registered = await registerWithCode(invitee, code);
    const inviteeId = Number(registered.body.data.userId);
    for (const asset of ['USDT', 'BTC'])
      await invitee.post('/v1/asset/deposit/simulate', { asset, amount: asset === 'USDT' ? '100000' : '1' });
    const counterparty = new ApiClient(server.baseUrl);
    await fundedTrader(counterparty);
    const limit = { symbol: 'BTCUSDT', orderType: 'limit', price: '50000.00', size: '0.100000' };
    expect((await counterparty.post('/v1/spot/order/place', { ...limit, side: 'sell' })).body.code).toBe(0);
    expect((await invitee.post('/v1/spot/order/place', { ...limit, side: 'buy' })).body.code).toBe(0);

    const start = Date.now() - 2 * DAY;
    const fees = (
      await Promise.all(server.app.fees.all().map((source) => source.feesBetween(start, Date.now() + 1)))
    )
      .flat()
      .filter((row) => row.userId === inviteeId);
    expect(fees.length).toBeGreaterThan(0);

    const inviterBefore = await spotBalance(inviter, 'BTC');
    const inviteeBefore = await spotBalance(invitee, 'BTC');
    await server.app.clock.advance(DAY);
    const paid = await inviter.get<CommissionAnswer>('/v1/referral/commissions');
    const inviterRows = paid.body.data.rows.filter((row) => row.role === 'inviter');
    const total = fees.reduce((sum, row) => sum.plus(row.fee), new Decimal(0));
    const commission = total.times(20).dividedBy(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const kickback = commission.times(25).dividedBy(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect(inviterRows.reduce((sum, row) => sum.plus(row.amount), new Decimal(0)).toFixed()).toBe(
      commission.minus(kickback).toFixed(),
    );
    expect((await spotBalance(inviter, 'BTC')).minus(inviterBefore).toFixed()).toBe(
      commission.minus(kickback).toFixed(),
    );
    expect((await spotBalance(invitee, 'BTC')).minus(inviteeBefore).toFixed()).toBe(kickback.toFixed());

    // A rerun and another day pay nothing twice.
    const records = await referralDb(server.app.db).selectFrom('referral_commissions').selectAll().execute();
    await server.app.clock.advance(DAY);
    await server.app.clock.advance(0);
    expect(await referralDb(server.app.db).selectFrom('referral_commissions').selectAll().execute()).toEqual(
      records,
    );
    expect(await spotBalance(inviter, 'BTC')).toEqual(inviterBefore.plus(commission.minus(kickback)));

    for (const [, sum] of await referralBook.totals(referralDb(server.app.db))) expect(sum).toBe('0');
    const days = await referralDb(server.app.db)
      .selectFrom('referral_payout_days')
      .select('day')
      .orderBy('day')
      .execute();
    const distinct = new Set(days.map((row) => row.day));
    expect(distinct.size).toBe(days.length);
  });

  it('pays the share of the real futures fees too, split by the kickback', { timeout: 60_000 }, async () => {
    const invitee = new ApiClient(server.baseUrl);
    const inviteeId = Number((await registerWithCode(invitee, code)).body.data.userId);
    const seller = new ApiClient(server.baseUrl);
    await fundedTrader(seller, [['USDT', '50000']]);
    await invitee.post('/v1/asset/deposit/simulate', { asset: 'USDT', amount: '50000' });
    for (const client of [invitee, seller])
      expect(
        (await client.post('/v1/futures/transfer', { direction: 'in', amount: '10000' })).body.code,
      ).toBe(0);
    await quoteSpot(server.app, seller, '50000');
    const order = { symbol: 'BTCUSDT', price: '50000.00', size: '0.100' };
    expect(
      (await seller.post('/v1/futures/order/place', { ...order, side: 'sell', orderType: 'limit' })).body
        .code,
    ).toBe(0);
    expect(
      (await invitee.post('/v1/futures/order/place', { ...order, side: 'buy', orderType: 'limit' })).body
        .code,
    ).toBe(0);
    await waitFor(
      async () => ((await invitee.get<unknown[]>('/v1/futures/fills')).body.data ?? []).length > 0,
    );
    const futuresSource = server.app.fees.all().find((source) => source.name === 'futures')!;
    const fees = (await futuresSource.feesBetween(0, Date.now() + 1)).filter(
      (row) => row.userId === inviteeId,
    );
    expect(fees).toHaveLength(1);
    const fee = new Decimal(fees[0]!.fee);
    expect(fee.gt(0)).toBe(true);
    await server.app.clock.advance(DAY);
    const records = await referralDb(server.app.db)
      .selectFrom('referral_commissions')
      .select(['role', 'amount', 'percent'])
      .where('source', '=', 'futures')
      .where('invitee_id', '=', inviteeId)
      .orderBy('role')
      .execute();
    const total = fee.times(20).dividedBy(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const kickback = total.times(25).dividedBy(100).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect(records.map((row) => [row.role, new Decimal(row.amount).toFixed(), row.percent])).toEqual([
      ['invitee', kickback.toFixed(), 20],
      ['inviter', total.minus(kickback).toFixed(), 20],
    ]);
  });

  it('catches up every missed day at once, each day paid once', async () => {
    const before = await referralDb(server.app.db).selectFrom('referral_payout_days').select('day').execute();
    await server.app.clock.advance(3 * DAY);
    const after = await referralDb(server.app.db).selectFrom('referral_payout_days').select('day').execute();
    expect(after.length - before.length).toBe(3);
  });

  it('reports each campaign code: its registrations, who of them traded, their fees and volume', async () => {
    const autumn = [new ApiClient(server.baseUrl), new ApiClient(server.baseUrl)];
    for (const client of autumn) expect((await registerWithCode(client, 'AUTUMN-26')).body.code).toBe(0);
    expect((await registerWithCode(new ApiClient(server.baseUrl), 'WINTER')).body.code).toBe(0);
    const [trader] = autumn;
    await trader!.post('/v1/asset/deposit/simulate', { asset: 'USDT', amount: '10000' });
    const counterparty = new ApiClient(server.baseUrl);
    await fundedTrader(counterparty);
    const limit = { symbol: 'BTCUSDT', orderType: 'limit', price: '50000.00', size: '0.100000' };
    expect((await counterparty.post('/v1/spot/order/place', { ...limit, side: 'sell' })).body.code).toBe(0);
    expect((await trader!.post('/v1/spot/order/place', { ...limit, side: 'buy' })).body.code).toBe(0);

    // The gateway clock has moved days ahead in earlier tests: the range covers real and moved time.
    const from = new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10);
    const to = new Date(server.app.clock.nowMs() + DAY).toISOString().slice(0, 10);
    const report = await new ApiClient(server.baseUrl).get<{
      rows: {
        campaign: string;
        registrations: number;
        tradingUsers: number;
        fees: { asset: string; amount: string }[];
        volume: string;
      }[];
    }>(`/v1/referral/campaigns?from=${from}&to=${to}`);
    expect(report.status).toBe(200);
    const rows = report.body.data.rows;
    expect(rows.find((row) => row.campaign === 'AUTUMN-26')).toMatchObject({
      registrations: 2,
      tradingUsers: 1,
      volume: '5000',
    });
    const autumnFees = rows.find((row) => row.campaign === 'AUTUMN-26')?.fees ?? [];
    expect(autumnFees.length).toBe(1);
    expect(new Decimal(autumnFees[0]?.amount ?? 0).greaterThan(0)).toBe(true);
    expect(rows.find((row) => row.campaign === 'WINTER')).toEqual({
      campaign: 'WINTER',
      registrations: 1,
      tradingUsers: 0,
      fees: [],
      volume: '0',
    });
    // Invitees of an inviter's code are the invite programme's, never a campaign's.
    expect(rows.some((row) => row.campaign === code)).toBe(false);

    for (const range of [
      `from=${to}&to=${from}`,
      'from=2026-01-01&to=2026-06-30',
      'from=2026-02-30&to=2026-03-01',
    ])
      expect((await inviter.get(`/v1/referral/campaigns?${range}`)).body).toMatchObject({ code: '37008' });
    expect((await inviter.get('/v1/referral/campaigns?from=2026-01-01')).status).toBe(400);
  });

  it('refuses a bad date range and a demo session with localised 4xx', async () => {
    const range = await inviter.get('/v1/referral/commissions?from=2026-05-02&to=2026-05-01');
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ code: '37008' });
    const wrong = await inviter.get('/v1/referral/commissions?from=yesterday');
    expect(wrong.status).toBe(400);
    const page = await inviter.get('/v1/referral/invitees?page=-1');
    expect(page.status).toBe(400);
    expect((await inviter.post('/v1/user/sub/switchTradeDemo', { demo: true })).body).toMatchObject({
      code: 0,
    });
    const demo = await inviter.get('/v1/referral/overview');
    expect(demo.status).toBe(403);
    expect(demo.body).toMatchObject({ code: '37002' });
  });
});
