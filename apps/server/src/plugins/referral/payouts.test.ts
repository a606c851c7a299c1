import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type Db, openDatabase } from '../../db/database.ts';
import type { UserFees } from '../../platform/fee-sources.ts';
import { fromUnits, parseSignedUnits } from '../../platform/ledger/book-units.ts';
import { TransferPort } from '../../platform/ledger/transfer-port.ts';
import type { WalletLeg } from '../../platform/ledger/wallet-leg.ts';
import { referralBook } from './book.ts';
import { Payouts } from './payouts.ts';
import { COMMISSION_TIERS, commissionTier, DAY_MS, splitCommission } from './rules.ts';
import { type ReferralDb, referralDb } from './tables.ts';
import { referralWalletLeg } from './wallet-leg.ts';

// The payout works out each commission in SQL (payouts.ts); the rules' own arithmetic
// (rules.splitCommission, rules.commissionTier) is the reference it must match record for record:
// kickback splits, every VIP tier, fees of up to 8 decimals and more, amounts too small to pay.

/** Spot's side of the sweep: it accepts every credit and keeps what it got per user and asset. */
function recordingSpot(received: Map<string, bigint>): WalletLeg {
  return {
    wallet: 'spot',
    balances: async () => [],
    expect: async () => undefined,
    send: async () => 'insufficient-balance',
    receive: async (leg) => {
      const key = `${leg.userId} ${leg.asset}`;
      received.set(key, (received.get(key) ?? 0n) + parseSignedUnits(leg.amount));
    },
    settle: async () => {},
    committed: async () => true,
    unfinished: async () => [],
  };
}

describe('daily payout against the rules', () => {
  let raw: Db;
  let db: ReferralDb;
  const day = '2026-06-01';
  const now = Date.parse('2026-06-02T01:00:00Z');
  // Inviters 1..4 with as many earlier trading invitees as each VIP tier needs, 5 with none.
  const earlier = COMMISSION_TIERS.map((tier) => tier.minTradingInvitees);
  const kickbacks = [0, 10, 25, 33, 50, 100];
  const fees = [
    '10',
    '0.00001',
    '0.00000001',
    '0.00000013',
    '1.23456789',
    '0.123456789123',
    '98765.4321',
    '3',
  ];
  const today: UserFees[] = [];
  const received = new Map<string, bigint>();

  beforeAll(async () => {
    raw = await openDatabase(loadConfig({ DATA_DIR: ':memory:' }));
    db = referralDb(raw);
    const inviters = [...earlier.keys()].map((index) => index + 1).concat([COMMISSION_TIERS.length + 1]);
    let invitee = 1000;
    for (const inviter of inviters) {
      for (const kickback of kickbacks) {
        const code = `K${inviter}X${kickback}`.padEnd(8, 'Q');
        await db
          .insertInto('referral_codes')
          .values({
            code,
            owner_id: inviter,
            kickback_percent: kickback,
            is_default: kickback === 0,
            created_at: 0,
          })
          .execute();
        for (const fee of fees) {
          invitee += 1;
          await db
            .insertInto('referral_attributions')
            .values({
              invitee_id: invitee,
              inviter_id: inviter,
              code,
              campaign: null,
              registered_at: 0,
              attributed_at: 0,
              via: 'registration',
            })
            .execute();
          today.push({ userId: invitee, asset: invitee % 2 === 0 ? 'USDT' : 'BTC', fee, volume: '100' });
        }
      }
      // The inviter's earlier trading invitees: one commission each on the day before, as that
      // day's payout wrote it (the record and the invitee's mark, migration 0113).
      const count = earlier[inviter - 1] ?? 0;
      if (count > 0) {
        await sql`
          insert into referral_commissions (day, source, invitee_id, role, beneficiary_id, asset, fee, volume, percent, amount)
          select '2026-05-31', 'spot', ${inviter * 100_000} + g, 'inviter', ${inviter}, 'USDT', 1, 1, 20, 0
          from generate_series(1, ${count}) g`.execute(raw);
        await sql`
          insert into referral_trading_invitees (invitee_id, inviter_id, first_day)
          select ${inviter * 100_000} + g, ${inviter}, '2026-05-31' from generate_series(1, ${count}) g`.execute(
          raw,
        );
      }
    }
    // A fee of someone nobody invited pays nothing.
    today.push({ userId: 999_999, asset: 'USDT', fee: '50', volume: '1' });
    await sql`insert into referral_payout_days (day, from_ms, to_ms, records, paid_at)
      values ('2026-05-31', ${now - 2 * DAY_MS}, ${now - DAY_MS - 3_600_000}, 0, 0)`.execute(raw);
  });
  afterAll(async () => {
    await raw.destroy();
  });

  it('writes every record splitCommission gives, pays each earner their sum and moves it to spot, once', async () => {
    const ledger = new TransferPort();
    ledger.register(recordingSpot(received));
    ledger.register(referralWalletLeg(db, () => now));
    const payouts = new Payouts(
      db,
      () => [{ name: 'spot', feesBetween: async () => today }],
      ledger,
      () => now,
    );
    await payouts.seedPool(now);

    const attributions = await db.selectFrom('referral_attributions').selectAll().execute();
    const codes = new Map(
      (await db.selectFrom('referral_codes').selectAll().execute()).map((code) => [code.code, code]),
    );
    const expected: string[] = [];
    const earned = new Map<string, bigint>();
    for (const fee of today) {
      const attribution = attributions.find((row) => row.invitee_id === fee.userId);
      if (attribution?.inviter_id == null) continue;
      const percent = commissionTier(earlier[attribution.inviter_id - 1] ?? 0).percent;
      const split = splitCommission(fee.fee, percent, codes.get(attribution.code)?.kickback_percent ?? 0);
      for (const [role, beneficiary, amount] of [
        ['inviter', attribution.inviter_id, split.inviter],
        ['invitee', fee.userId, split.invitee],
      ] as const) {
        if (amount === '0') continue;
        expected.push(`${fee.userId} ${role} ${beneficiary} ${fee.asset} ${percent} ${amount}`);
        const key = `${beneficiary} ${fee.asset}`;
        earned.set(key, (earned.get(key) ?? 0n) + parseSignedUnits(amount));
      }
    }

    const first = await payouts.run(now);
    expect(first.records).toBe(expected.length);
    const records = await db
      .selectFrom('referral_commissions')
      .selectAll()
      .where('day', '=', day)
      .orderBy('invitee_id')
      .orderBy('role')
      .execute();
    expect(
      records.map(
        (row) =>
          `${row.invitee_id} ${row.role} ${row.beneficiary_id} ${row.asset} ${row.percent} ${fromUnits(parseSignedUnits(row.amount))}`,
      ),
    ).toEqual(expected.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    expect(new Map([...received].sort())).toEqual(new Map([...earned].sort()));

    // Every invitee who earned their inviter a commission today is marked, once.
    const marked = await sql<{ count: string }>`
      select count(*)::text as count from referral_trading_invitees where first_day = ${day}`.execute(raw);
    expect(Number(marked.rows[0]?.count)).toBe(
      new Set(expected.filter((line) => line.split(' ')[1] === 'inviter').map((line) => line.split(' ')[0]))
        .size,
    );

    const again = await payouts.run(now);
    expect(again.records).toBe(0);
    expect(again.transfers).toBe(0);
    for (const total of (await referralBook.totals(db)).values()) expect(total).toBe('0');
  });
});
