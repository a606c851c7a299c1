import { sql } from 'kysely';
import { fromUnits, toUnits } from '../../platform/ledger/book-units.ts';
import type { VenueName } from '../../platform/trading-account.ts';
import { tiersFromStore } from './accrual.ts';
import { planFixed } from './accrual-plan.ts';
import { earnBook, holdingAccount, POOL, userAccount } from './book.ts';
import { releaseQuota } from './quota.ts';
import { dayOf } from './rules.ts';
import type { EarnDb, EarnTables, StoredTier } from './tables.ts';

type RecordKind = EarnTables['earn_records']['kind'];

/**
 * Settles every fixed holding due at `now`: the term's interest from the pool at the rate locked
 * at subscription, then with auto-renew another term from the maturity, otherwise the principal
 * back to the holder's earn wallet and the quotas released. Each holding is one transaction, and
 * the (holding, maturity day) key of `earn_payouts` refuses a maturity paid before, so a re-run or
 * a run after a crash pays each term once. Answers how many terms it settled.
 */
export async function runMaturities(db: EarnDb, now: number): Promise<number> {
  const due = await sql<{
    id: string | number;
    venue: VenueName;
    user_id: number;
    product_id: string;
    asset: string;
    principal: string;
    tiers: StoredTier[];
    term_days: number;
    matures_at: string | number;
    auto_renew: boolean;
  }>`
    select h.id, h.venue, h.user_id, h.product_id, p.asset, h.principal::text, h.tiers, p.term_days,
      h.matures_at, h.auto_renew
    from earn_holdings h join earn_products p on p.id = h.product_id
    where h.state = 'active' and p.kind = 'fixed' and h.matures_at <= ${now}
    order by h.id`.execute(db);
  let settled = 0;
  for (const holding of due.rows) {
    const principal = toUnits(holding.principal) as bigint;
    const plan = planFixed(
      {
        kind: 'fixed',
        principal,
        tiers: tiersFromStore(holding.tiers),
        termDays: holding.term_days,
        maturesAt: Number(holding.matures_at),
        autoRenew: holding.auto_renew,
      },
      now,
    );
    await db.transaction().execute(async (tx) => {
      for (const maturity of plan) {
        const fresh = await sql`
          insert into earn_payouts (holding_id, day, amount)
          values (${String(holding.id)}, ${dayOf(maturity.at)}, ${fromUnits(maturity.interest)})
          on conflict do nothing returning day`.execute(tx);
        if (fresh.rows.length === 0) continue;
        const owner = userAccount(holding.venue, holding.user_id);
        await earnBook.post(
          tx,
          `maturity:${holding.id}:${dayOf(maturity.at)}`,
          [
            { account: POOL, asset: holding.asset, units: -maturity.interest },
            { account: owner, asset: holding.asset, units: maturity.interest },
            ...(maturity.renewed
              ? []
              : [
                  { account: holdingAccount(holding.id), asset: holding.asset, units: -principal },
                  { account: owner, asset: holding.asset, units: principal },
                ]),
          ],
          now,
        );
        const records: { kind: RecordKind; amount: bigint }[] = [
          { kind: 'interest', amount: maturity.interest },
          { kind: maturity.renewed ? 'renew' : 'maturity', amount: principal },
        ];
        for (const record of records)
          await tx
            .insertInto('earn_records')
            .values({
              venue: holding.venue,
              user_id: holding.user_id,
              holding_id: Number(holding.id),
              product_id: holding.product_id,
              asset: holding.asset,
              kind: record.kind,
              amount: fromUnits(record.amount),
              at: maturity.at,
            })
            .execute();
        await sql`
          update earn_holdings set interest_paid = interest_paid + ${fromUnits(maturity.interest)}::numeric,
            matures_at = ${maturity.renewed ? maturity.at + holding.term_days * 86_400_000 : maturity.at},
            state = ${maturity.renewed ? 'active' : 'matured'},
            closed_at = ${maturity.renewed ? null : maturity.at}
          where id = ${String(holding.id)}`.execute(tx);
        if (!maturity.renewed)
          await releaseQuota(tx, {
            productId: holding.product_id,
            venue: holding.venue,
            userId: holding.user_id,
            amount: fromUnits(principal),
          });
        settled += 1;
      }
    });
  }
  return settled;
}
