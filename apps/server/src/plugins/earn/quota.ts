import { sql } from 'kysely';
import { EarnCode, type EarnCodeValue } from './codes.ts';
import type { EarnTx } from './tables.ts';

/**
 * Takes `amount` of a product's quotas inside a subscription's transaction, or names the cap it
 * would pass. Each cap is one conditional statement on a counter row, which the database locks
 * and re-checks against the latest value, so subscriptions arriving at once cannot together pass
 * a cap (rules.ts `subscriptionRefusal` gives the same answer for the error's wording beforehand).
 */
export async function takeQuota(
  tx: EarnTx,
  quota: { productId: string; venue: string; userId: number; amount: string },
): Promise<EarnCodeValue | null> {
  const user = await sql<{ held: string }>`
    insert into earn_user_quotas (product_id, venue, user_id, held)
      select id, ${quota.venue}, ${quota.userId}, ${quota.amount}::numeric
      from earn_products where id = ${quota.productId} and ${quota.amount}::numeric <= per_user_cap
    on conflict (product_id, venue, user_id) do update set held = earn_user_quotas.held + excluded.held
      where earn_user_quotas.held + excluded.held
        <= (select per_user_cap from earn_products where id = excluded.product_id)
    returning held`.execute(tx);
  if (user.rows.length === 0) return EarnCode.perUserCapExceeded;
  const total = await sql<{ held: string }>`
    update earn_products set held = held + ${quota.amount}::numeric
    where id = ${quota.productId} and held + ${quota.amount}::numeric <= total_cap
    returning held`.execute(tx);
  if (total.rows.length === 0) return EarnCode.totalCapExceeded;
  return null;
}

/** Gives `amount` back to both quotas when principal leaves a product (redemption, maturity). */
export async function releaseQuota(
  tx: EarnTx,
  quota: { productId: string; venue: string; userId: number; amount: string },
): Promise<void> {
  await sql`
    update earn_user_quotas set held = held - ${quota.amount}::numeric
    where product_id = ${quota.productId} and venue = ${quota.venue} and user_id = ${quota.userId}`.execute(
    tx,
  );
  await sql`update earn_products set held = held - ${quota.amount}::numeric where id = ${quota.productId}`.execute(
    tx,
  );
}
