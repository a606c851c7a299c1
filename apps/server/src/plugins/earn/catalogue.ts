import { EARN_TERMS } from '@tideline/protocol/earn/schemas';
import { sql } from 'kysely';
import { toUnits } from '../../platform/ledger/book-units.ts';
import { earnBook, POOL, TREASURY } from './book.ts';
import type { EarnDb, StoredTier } from './tables.ts';

/**
 * The products a fresh start offers and the pool that pays them (docs/protocol-earn.md §3): per
 * asset a flexible product with a higher rate on a first band, and 7, 30 and 90-day fixed terms
 * whose rate grows with the term. Seeded once: a later start keeps what is stored.
 */
interface AssetOffer {
  readonly asset: string;
  /** Flexible bands: the higher rate up to `firstBand`, then the base rate. */
  readonly firstBand: string;
  readonly firstBps: number;
  readonly baseBps: number;
  /** Fixed rates per term, in the order of EARN_TERMS. */
  readonly fixedBps: readonly [number, number, number];
  readonly minAmount: string;
  readonly perUserCap: string;
  readonly totalCap: string;
  /** What the treasury puts in the pool to pay the interest. */
  readonly pool: string;
}

export const ASSET_OFFERS: readonly AssetOffer[] = [
  {
    asset: 'USDT',
    firstBand: '500',
    firstBps: 1000,
    baseBps: 300,
    fixedBps: [600, 800, 1200],
    minAmount: '1',
    perUserCap: '100000',
    totalCap: '10000000',
    pool: '10000000',
  },
  {
    asset: 'BTC',
    firstBand: '0.1',
    firstBps: 300,
    baseBps: 100,
    fixedBps: [200, 300, 450],
    minAmount: '0.0001',
    perUserCap: '10',
    totalCap: '1000',
    pool: '100',
  },
  {
    asset: 'ETH',
    firstBand: '2',
    firstBps: 400,
    baseBps: 150,
    fixedBps: [250, 350, 500],
    minAmount: '0.001',
    perUserCap: '200',
    totalCap: '20000',
    pool: '2000',
  },
];

interface SeedProduct {
  id: string;
  asset: string;
  kind: 'flexible' | 'fixed';
  termDays: number | null;
  tiers: StoredTier[];
  offer: AssetOffer;
}

export function seedProducts(): SeedProduct[] {
  return ASSET_OFFERS.flatMap((offer) => {
    const base = offer.asset.toLowerCase();
    return [
      {
        id: `${base}-flexible`,
        asset: offer.asset,
        kind: 'flexible' as const,
        termDays: null,
        tiers: [
          { upTo: offer.firstBand, aprBps: offer.firstBps },
          { upTo: null, aprBps: offer.baseBps },
        ],
        offer,
      },
      ...EARN_TERMS.map((term, index) => ({
        id: `${base}-fixed-${term}`,
        asset: offer.asset,
        kind: 'fixed' as const,
        termDays: term,
        tiers: [{ upTo: null, aprBps: offer.fixedBps[index] as number }],
        offer,
      })),
    ];
  });
}

/** Seeds the products, their first rate and the pool, once; answers whether it seeded. */
export async function seedCatalogue(db: EarnDb, now: number): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const seeded = await sql`select 1 from earn_postings where entry = 'seed' limit 1`.execute(tx);
    if (seeded.rows.length > 0) return false;
    const products = seedProducts();
    for (const [position, product] of products.entries()) {
      await tx
        .insertInto('earn_products')
        .values({
          id: product.id,
          asset: product.asset,
          kind: product.kind,
          term_days: product.termDays,
          min_amount: product.offer.minAmount,
          per_user_cap: product.offer.perUserCap,
          total_cap: product.offer.totalCap,
          position,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      await tx
        .insertInto('earn_apr_history')
        .values({ product_id: product.id, from_ms: now, tiers: JSON.stringify(product.tiers) })
        .onConflict((conflict) => conflict.columns(['product_id', 'from_ms']).doNothing())
        .execute();
    }
    await earnBook.post(
      tx,
      'seed',
      ASSET_OFFERS.flatMap((offer) => [
        { account: TREASURY, asset: offer.asset, units: -(toUnits(offer.pool) as bigint) },
        { account: POOL, asset: offer.asset, units: toUnits(offer.pool) as bigint },
      ]),
      now,
    );
    return true;
  });
}
