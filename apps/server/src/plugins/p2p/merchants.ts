import { randomUUID } from 'node:crypto';
import { P2P_CRYPTOS, P2P_FIATS, type P2pCrypto } from '@tideline/protocol/p2p/markets';
import type { FastifyInstance } from 'fastify';
import { type Insertable, sql } from 'kysely';
import { fromUnits, parseSignedUnits, toUnits } from '../../platform/ledger/book-units.ts';
import { move } from '../../platform/ledger/product-book.ts';
import { hashPassword, randomToken } from '../accounts/index.ts';
import { adAccount, TREASURY } from './book.ts';
import { P2pError } from './errors.ts';
import type { P2pService } from './service.ts';
import type { P2pDb, P2pTables } from './tables.ts';

/**
 * Simulated merchants (issue #25): ordinary accounts that post ads on both sides of every market
 * (at the first start, and at a later start for a fiat that joined P2P since) and walk their side of each order after a short delay, so the P2P market
 * works offline. Their crypto comes from the book's treasury, the exchange's side.
 */
const MERCHANTS = [
  {
    email: 'merchant.harbor@p2p.tideline.local',
    nickname: 'HarborDesk',
    sellMarginBp: 100,
    buyMarginBp: -100,
  },
  { email: 'merchant.lumen@p2p.tideline.local', nickname: 'LumenOTC', sellMarginBp: 180, buyMarginBp: -60 },
] as const;

/** What a merchant ad offers, in crypto. */
const AD_TOTAL: Readonly<Record<P2pCrypto, string>> = { USDT: '20000', BTC: '0.5', ETH: '6' };

export async function merchantIds(app: FastifyInstance): Promise<number[]> {
  const rows = await app.db
    .selectFrom('users')
    .select('id')
    .where(
      'email',
      'in',
      MERCHANTS.map((merchant) => merchant.email),
    )
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Creates the merchants, and for each merchant and fiat with no ad of theirs yet a bank account
 * and the ads of every crypto on both sides. Every start runs it: a fresh database gets all of it,
 * and one seeded before a fiat joined P2P gets that fiat's markets. The rows go in as a few bulk
 * statements in one transaction (each server start of a fresh database runs it, each test server
 * too); each ad's funding is still its own zero-sum entry.
 */
export async function seedMerchants(
  app: FastifyInstance,
  db: P2pDb,
  fiatRates: Readonly<Record<string, string>>,
) {
  const now = app.clock.nowMs();
  // The merchants and everything they own appear together or not at all: a crash in between
  // leaves no merchant without ads, and no market half seeded.
  await db.transaction().execute(async (tx) => {
    const known = await tx
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        MERCHANTS.map((merchant) => merchant.email),
      )
      .execute();
    const missing = MERCHANTS.filter((merchant) => !known.some((user) => user.email === merchant.email));
    if (missing.length > 0) {
      // Nobody logs in as a merchant: the password is random and never shown.
      const passwordHash = await hashPassword(randomToken());
      const created = await tx
        .insertInto('users')
        .values(
          missing.map((merchant) => ({
            kind: 'main' as const,
            email: merchant.email,
            area_code: null,
            mobile: null,
            password_hash: passwordHash,
            nickname: merchant.nickname,
            parent_id: null,
            anti_phishing_code: null,
            totp_secret: null,
            wallet_address: null,
          })),
        )
        .returning(['id', 'email'])
        .execute();
      known.push(...created);
    }
    const seeded = await tx
      .selectFrom('p2p_ads')
      .select(['user_id', 'fiat'])
      .distinct()
      .where(
        'user_id',
        'in',
        known.map((user) => user.id),
      )
      .execute();
    const methods: Insertable<P2pTables['p2p_payment_methods']>[] = [];
    const ads: Insertable<P2pTables['p2p_ads']>[] = [];
    const postings: Insertable<P2pTables['p2p_postings']>[] = [];
    const balances: Insertable<P2pTables['p2p_balances']>[] = [];
    const treasury = new Map<string, bigint>();
    for (const [index, merchant] of MERCHANTS.entries()) {
      const userId = known.find((user) => user.email === merchant.email)!.id;
      for (const fiat of P2P_FIATS) {
        if (seeded.some((row) => row.user_id === userId && row.fiat === fiat)) continue;
        const methodId = randomUUID();
        methods.push({
          id: methodId,
          user_id: userId,
          type: 'bank',
          fiat,
          fields: JSON.stringify({
            holder: `${merchant.nickname} Ltd`,
            bankName: 'Tideline Demo Bank',
            accountNumber: `${fiat}${index + 1}00${userId}0042`,
          }),
          created_at: now,
        });
        const usdRate = toUnits(fiatRates[fiat] ?? '1') ?? 100_000_000n;
        for (const crypto of P2P_CRYPTOS)
          for (const side of ['sell', 'buy'] as const) {
            const id = randomUUID();
            ads.push({
              id,
              user_id: userId,
              side,
              crypto,
              fiat,
              price_type: 'floating',
              price: null,
              margin_bp: side === 'sell' ? merchant.sellMarginBp : merchant.buyMarginBp,
              total: AD_TOTAL[crypto],
              remaining: AD_TOTAL[crypto],
              // About 10 to 5,000 US dollars an order, in the ad's fiat.
              min_order: fromUnits(usdRate * 10n),
              max_order: fromUnits(usdRate * 5_000n),
              payment_method_ids: JSON.stringify([methodId]),
              payment_window: 15,
              terms: 'Pay from an account in your own name. Release within minutes of the payment.',
              min_account_age_days: 0,
              state: 'online',
              funded: side === 'sell',
              created_at: now,
              updated_at: now,
            });
            if (side === 'buy') continue;
            const units = toUnits(AD_TOTAL[crypto]) as bigint;
            for (const posting of move(TREASURY, adAccount(id), crypto, units))
              postings.push({
                entry: `merchant-fund:${id}`,
                account: posting.account,
                asset: crypto,
                amount: fromUnits(posting.units),
                created_at: now,
              });
            balances.push({ account: adAccount(id), asset: crypto, amount: AD_TOTAL[crypto] });
            treasury.set(crypto, (treasury.get(crypto) ?? 0n) - units);
          }
      }
    }
    if (ads.length === 0) return;
    await tx.insertInto('p2p_payment_methods').values(methods).execute();
    await tx.insertInto('p2p_ads').values(ads).execute();
    await tx.insertInto('p2p_postings').values(postings).execute();
    // The new ads' accounts hold nothing before this entry; the treasury may (an earlier seed).
    await tx.insertInto('p2p_balances').values(balances).execute();
    for (const [asset, units] of treasury)
      await tx
        .insertInto('p2p_balances')
        .values({ account: TREASURY, asset, amount: fromUnits(units) })
        .onConflict((conflict) =>
          conflict
            .columns(['account', 'asset'])
            .doUpdateSet({ amount: sql<string>`p2p_balances.amount + excluded.amount` }),
        )
        .execute();
  });
}

/**
 * The merchants' side of the flow, once their delay passed: they pay for what they buy and
 * release what they sold once the buyer paid; a sell ad running low is topped up from the treasury.
 */
export async function walkMerchantOrders(
  db: P2pDb,
  service: P2pService,
  merchants: readonly number[],
  nowMs: number,
  delayMs: number,
) {
  if (merchants.length === 0) return;
  const due = await db
    .selectFrom('p2p_orders')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([
          eb('state', '=', 'pendingPayment'),
          eb('buyer_id', 'in', merchants),
          eb('created_at', '<=', nowMs - delayMs),
        ]),
        eb.and([
          eb('state', '=', 'paid'),
          eb('seller_id', 'in', merchants),
          eb('paid_at', '<=', nowMs - delayMs),
        ]),
      ]),
    )
    .execute();
  for (const order of due) {
    if (order.state === 'pendingPayment') {
      const [method] = await service.paymentMethodsOfOrder(order);
      await service.act(order, 'markPaid', 'buyer', { paid_method_id: method?.id ?? null }).catch(lostRace);
    } else await service.act(order, 'confirm', 'seller').catch(lostRace);
  }
  const low = await db
    .selectFrom('p2p_ads')
    .selectAll()
    .where('user_id', 'in', merchants)
    .where('side', '=', 'sell')
    .where('state', '=', 'online')
    .execute();
  for (const ad of low)
    if (parseSignedUnits(ad.remaining) * 2n < parseSignedUnits(ad.total))
      try {
        await db.transaction().execute((tx) => service.refill(tx, ad, TREASURY));
      } finally {
        service.adChanged(ad);
      }
  for (const ad of await db
    .selectFrom('p2p_ads')
    .selectAll()
    .where('user_id', 'in', merchants)
    .where('side', '=', 'buy')
    .execute())
    if (parseSignedUnits(ad.remaining) * 2n < parseSignedUnits(ad.total)) {
      await db.updateTable('p2p_ads').set({ remaining: ad.total }).where('id', '=', ad.id).execute();
      service.adChanged(ad);
    }
}

/** A merchant's move lost a race (the buyer cancelled, the order expired): nothing to do. */
function lostRace(error: unknown) {
  if (!(error instanceof P2pError)) throw error;
}
