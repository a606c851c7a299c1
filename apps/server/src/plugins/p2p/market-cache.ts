import { type ListedAdRow, pickAds, type RankedAd, rankMarket } from './market-list.ts';

/** One market of the list: a side, a crypto and a fiat. */
export interface MarketKey {
  readonly side: 'buy' | 'sell';
  readonly crypto: string;
  readonly fiat: string;
}

/** What a market's list is computed from: its online ads with something left, and their payment types. */
export interface LoadedMarket<Row> {
  readonly rows: readonly Row[];
  /** Per ad id: the types of its payment methods in the market's fiat (a method's type and fiat never change). */
  readonly typesOf: ReadonlyMap<string, ReadonlySet<string>>;
}

interface Entry<Row> {
  readonly market: LoadedMarket<Row>;
  /** The ranking at the index price it was priced at; redone when the index price moves. */
  ranking?: { index: bigint; ranked: RankedAd<Row>[] };
}

const keyOf = (key: MarketKey) => `${key.side}:${key.crypto}:${key.fiat}`;

/**
 * The P2P market list without re-reading and re-pricing every ad of a market on each call
 * (issue #25 bench): each market's rows are read once and kept until an ad of that market changes
 * (`changed`, called by the service after the transaction that changed it commits), and its
 * ranking is kept until the index price its floating ads follow moves. A read that raced a change
 * is answered but not kept: every change bumps a generation, and a load is stored only when the
 * generation it started under is still current. The process starts empty, so a restart reads afresh.
 */
export class MarketCache<Row extends ListedAdRow> {
  private everything = 0;
  private readonly generations = new Map<string, number>();
  private readonly entries = new Map<string, Entry<Row>>();

  constructor(private readonly load: (key: MarketKey) => Promise<LoadedMarket<Row>>) {}

  /** An ad of `key` changed (or, without a key, any ad may have): its market is read again. */
  changed(key?: MarketKey): void {
    if (key === undefined) {
      this.everything += 1;
      this.entries.clear();
      return;
    }
    const name = keyOf(key);
    this.generations.set(name, (this.generations.get(name) ?? 0) + 1);
    this.entries.delete(name);
  }

  private stamp(name: string): string {
    return `${this.everything}:${this.generations.get(name) ?? 0}`;
  }

  /** The market's list for `amount` and `paymentType`, priced at `index` (docs/protocol-p2p.md, `GET /p2p/ads`). */
  async list(
    key: MarketKey,
    index: bigint,
    priceAt: (row: Row, index: bigint) => bigint,
    amount: string | undefined,
    paymentType: string | undefined,
  ): Promise<Row[]> {
    const name = keyOf(key);
    let entry = this.entries.get(name);
    if (entry === undefined) {
      const stamp = this.stamp(name);
      entry = { market: await this.load(key) };
      if (this.stamp(name) === stamp) this.entries.set(name, entry);
    }
    if (entry.ranking?.index !== index)
      entry.ranking = { index, ranked: rankMarket(entry.market.rows, (row) => priceAt(row, index)) };
    const { typesOf } = entry.market;
    return pickAds(
      entry.ranking.ranked,
      amount,
      paymentType === undefined ? undefined : (row) => typesOf.get(row.id)?.has(paymentType) === true,
    );
  }
}
