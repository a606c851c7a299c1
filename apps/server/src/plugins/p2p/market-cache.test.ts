import { describe, expect, it } from 'vitest';
import { effectivePrice } from './ad-rules.ts';
import { type LoadedMarket, MarketCache, type MarketKey } from './market-cache.ts';
import { bestAds } from './market-list.ts';

// The kept ranking (market-cache.ts) against the straightforward list (bestAds over every online
// ad of the market with something left, priced now, filtered by payment type now) over random
// markets and random events: takes and returns moving what remains, publish and offline, edits
// of offline ads (price, margin, limits, fiat), new ads, new payment methods and index price moves.

const UNIT = 100_000_000n;
const SIDES = ['buy', 'sell'] as const;
const CRYPTOS = ['USDT', 'BTC'] as const;
const FIATS = ['USD', 'EUR'] as const;
const TYPES = ['bank', 'wise', 'revolut'] as const;

interface Ad {
  id: string;
  side: 'buy' | 'sell';
  crypto: string;
  fiat: string;
  state: 'draft' | 'online' | 'offline';
  price: bigint | null;
  margin_bp: number | null;
  remaining: string;
  min_order: string;
  max_order: string;
  payment_method_ids: string;
}
interface Method {
  id: string;
  type: string;
  fiat: string;
}

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const units = (value: bigint) => {
  const whole = value / UNIT;
  const fraction = (value % UNIT).toString().padStart(8, '0');
  return `${whole}.${fraction}`;
};

function world(seed: number) {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (below: number) => Math.floor(random() * below);
  const ads: Ad[] = [];
  const methods: Method[] = [];
  const index = new Map<string, bigint>(CRYPTOS.map((crypto) => [crypto, 100_000_000n]));
  let next = 0;

  const addMethod = () => {
    next += 1;
    methods.push({ id: `m${next}`, type: pick(TYPES), fiat: pick(FIATS) });
  };
  const adFields = (ad: Pick<Ad, 'fiat'>) => {
    // Few distinct prices and margins, so equal prices are common.
    const floating = random() < 0.4;
    const minOrder = BigInt(1 + int(50)) * UNIT;
    const ofFiat = methods.filter((method) => method.fiat === ad.fiat);
    const chosen = [...new Set(Array.from({ length: 1 + int(2) }, () => pick(ofFiat).id))];
    return {
      price: floating ? null : BigInt(95 + int(10)) * 1_000_000n,
      margin_bp: floating ? int(200) - 100 : null,
      min_order: units(minOrder),
      max_order: units(minOrder + BigInt(int(500)) * UNIT),
      // A method of another fiat now and then: only the ad's fiat counts for the payment type filter.
      payment_method_ids: JSON.stringify(random() < 0.1 ? [...chosen, pick(methods).id] : chosen),
    };
  };
  const addAd = (state: Ad['state']) => {
    next += 1;
    const fiat = pick(FIATS);
    ads.push({
      id: `ad${int(1_000).toString().padStart(3, '0')}-${next}`,
      side: pick(SIDES),
      crypto: pick(CRYPTOS),
      fiat,
      state,
      remaining: units(BigInt(int(40)) * 10_000_000n),
      ...adFields({ fiat }),
    });
  };
  for (let i = 0; i < 30; i += 1) addMethod();
  for (let i = 0; i < 200; i += 1) addAd(pick(['draft', 'online', 'offline'] as const));

  const priceAt = (ad: Ad, at: bigint) =>
    effectivePrice({ price: ad.price, marginBp: ad.margin_bp === null ? null : BigInt(ad.margin_bp) }, at);
  const inMarket = (ad: Ad, key: MarketKey) =>
    ad.state === 'online' &&
    ad.side === key.side &&
    ad.crypto === key.crypto &&
    ad.fiat === key.fiat &&
    BigInt(ad.remaining.replace('.', '')) > 0n;
  const snapshot = (ad: Ad): Ad => ({ ...ad });

  let beforeLoadEnds: (() => void) | undefined;
  const load = async (key: MarketKey): Promise<LoadedMarket<Ad>> => {
    const rows = ads.filter((ad) => inMarket(ad, key)).map(snapshot);
    const typeOf = new Map(methods.filter((method) => method.fiat === key.fiat).map((m) => [m.id, m.type]));
    await Promise.resolve();
    beforeLoadEnds?.();
    const typesOf = new Map(
      rows.map((row) => [
        row.id,
        new Set((JSON.parse(row.payment_method_ids) as string[]).flatMap((id) => typeOf.get(id) ?? [])),
      ]),
    );
    return { rows, typesOf };
  };

  /** The straightforward answer: read, filter by payment type and rank everything now. */
  const straight = (key: MarketKey, amount: string | undefined, type: string | undefined) => {
    let rows = ads.filter((ad) => inMarket(ad, key));
    if (type !== undefined) {
      const ofType = new Set(
        methods.filter((method) => method.type === type && method.fiat === key.fiat).map((m) => m.id),
      );
      rows = rows.filter((row) =>
        (JSON.parse(row.payment_method_ids) as string[]).some((id) => ofType.has(id)),
      );
    }
    return bestAds(rows, (row) => priceAt(row, index.get(row.crypto)!), amount, 20).map((row) => row.id);
  };

  const cache = new MarketCache<Ad>(load);
  const cached = async (key: MarketKey, amount: string | undefined, type: string | undefined) => {
    const rows = await cache.list(key, index.get(key.crypto)!, priceAt, amount, type);
    return rows.slice(0, 20).map((row) => row.id);
  };

  /** One random event, with the `changed` call the service makes after it. */
  const event = () => {
    const roll = random();
    const ad = pick(ads);
    const key = { side: ad.side, crypto: ad.crypto, fiat: ad.fiat };
    if (roll < 0.3 && ad.state === 'online') {
      const left = BigInt(ad.remaining.replace('.', ''));
      const taken = left === 0n ? 0n : BigInt(int(Number(left / 1_000_000n) + 1)) * 1_000_000n;
      ad.remaining = units(left - (taken > left ? left : taken));
      cache.changed(key);
    } else if (roll < 0.4 && ad.state === 'online') {
      ad.remaining = units(BigInt(ad.remaining.replace('.', '')) + BigInt(int(5)) * 10_000_000n);
      cache.changed(key);
    } else if (roll < 0.55) {
      ad.state = ad.state === 'online' ? 'offline' : 'online';
      cache.changed(key);
    } else if (roll < 0.65 && ad.state !== 'online') {
      ad.fiat = pick(FIATS);
      Object.assign(ad, adFields(ad));
      cache.changed(key);
    } else if (roll < 0.75) {
      addAd('draft'); // as the service creates them: listed once published
    } else if (roll < 0.8) {
      addMethod();
    } else if (roll < 0.9) {
      const crypto = pick(CRYPTOS);
      index.set(crypto, index.get(crypto)! + BigInt(int(2_000_000)) - 1_000_000n);
    }
  };

  const query = () => ({
    key: { side: pick(SIDES), crypto: pick(CRYPTOS), fiat: pick(FIATS) },
    amount: random() < 0.5 ? undefined : String(1 + int(300)),
    type: random() < 0.5 ? undefined : pick(TYPES),
  });

  return {
    event,
    query,
    straight,
    cached,
    ads,
    changed: (key: MarketKey) => cache.changed(key),
    /** Runs `during` while the next load has read its rows but not returned them. */
    duringNextLoad(during: () => void) {
      beforeLoadEnds = () => {
        beforeLoadEnds = undefined;
        during();
      };
    },
  };
}

describe('the kept market ranking answers as the straightforward list', () => {
  it.each([1, 2, 3, 4, 5, 6])('seed %i: 400 random events, each followed by random lists', async (seed) => {
    const w = world(seed);
    let compared = 0;
    for (let step = 0; step < 400; step += 1) {
      w.event();
      for (let q = 0; q < 4; q += 1) {
        const { key, amount, type } = w.query();
        expect(
          await w.cached(key, amount, type),
          `step ${step} ${JSON.stringify({ key, amount, type })}`,
        ).toEqual(w.straight(key, amount, type));
        compared += 1;
      }
    }
    expect(compared).toBe(1_600);
  });

  it('a load that raced a change is answered but not kept: the next list sees the change', async () => {
    const w = world(7);
    const key = { side: 'sell' as const, crypto: 'USDT', fiat: 'USD' };
    const ofKey = w.ads.filter((ad) => ad.side === 'sell' && ad.crypto === 'USDT' && ad.fiat === 'USD');
    for (const ad of ofKey) ad.state = 'online';
    w.changed(key);
    const before = w.straight(key, undefined, undefined);
    expect(before.length).toBeGreaterThan(0);
    // The market goes offline (and the service says so) after the load read its rows.
    w.duringNextLoad(() => {
      for (const ad of ofKey) ad.state = 'offline';
      w.changed(key);
    });
    expect(await w.cached(key, undefined, undefined)).toEqual(before);
    expect(w.straight(key, undefined, undefined)).toEqual([]);
    expect(await w.cached(key, undefined, undefined)).toEqual([]);
  });
});
