import type { Decimal } from '@tideline/core/decimal';
import type { RequestClient } from '@tideline/core/request';
import type { LastPrices } from './asset/model/valuation.ts';
import type { SectionTable } from './i18n/text-sections.ts';
import type { OrderVenue } from './order/venues/order-venue.ts';
import type { RecordKind } from './record/model/record-kinds.ts';

// The shape every product or section of the web app registers itself with (issue #19 item 2):
// `app/<product>/manifest.ts` exports one of these and `app/products.ts` lists them. The route
// config, the shell's navigation, the /asset overview, the transfer panel, the record pages and the
// order centre read the list, so a product adds itself without editing them. A manifest is data
// plus plain functions and imports no React: `routes.ts` imports it at build time.

/**
 * A text of the merged messages by its dotted path: `nav.spot` in the shell's table, or
 * `<section>.<key>` in a feature's own section (`asset.spotAccount`), joined under its name.
 */
export type TextKey = `${string}.${string}`;

/** One page: its unprefixed URL pattern and its route module, relative to `app/`. */
export interface ProductRoute {
  path: string;
  file: string;
}

/**
 * Where a link shows:
 * - `main`: the header's main navigation, before the Trade menu;
 * - `trade`: the Trade menu, with a description;
 * - `products`: the header's main navigation, after the Trade menu;
 * - `account`: the header's account links;
 * - `footerProducts`, `footerServices`, `footerAbout`: the footer's columns;
 * - `assetHome`, `assetAccounts`, `assetRecords`: the asset and record pages' section navigation.
 * Below 768 px the mobile menu lists the `main`, `trade`, `products` and `account` links in that order.
 */
export type NavPlace =
  | 'main'
  | 'trade'
  | 'products'
  | 'account'
  | 'footerProducts'
  | 'footerServices'
  | 'footerAbout'
  | 'assetHome'
  | 'assetAccounts'
  | 'assetRecords';

export interface NavEntry {
  /** Unprefixed path; the locale prefix is added when rendering. It must be one of a manifest's routes. */
  to: string;
  label: TextKey;
  /** The line under the title in the Trade menu. */
  description?: TextKey;
  places: readonly NavPlace[];
}

/**
 * How /asset values this product's account and how money moves into it. `Data` is the answer of
 * one query, cached under `queryKey` plus the user id, so every page reading it shares it.
 */
export interface AssetSummary<Data = unknown> {
  /** The account's id: the overview's `data-account` and the transfer panel's choice. */
  account: string;
  label: TextKey;
  /** Its asset page (unprefixed). */
  link: string;
  queryKey: readonly string[];
  fetch(client: RequestClient): Promise<Data>;
  /** The account's worth in USDT. */
  usdtValue(data: Data, prices: LastPrices): Decimal;
  /** True when the answer is the demo account's (spec §2), so the page says so. */
  demo?(data: Data): boolean;
  /** USDT this account can move out now; absent when it takes no transfers. */
  transferable?(data: Data): string | undefined;
  /**
   * Moves USDT between the funding (spot) account and this one: `in` to it, `out` from it.
   * Absent on the funding account itself, which is the other end of every transfer.
   */
  transfer?(client: RequestClient, direction: 'in' | 'out', amount: string): Promise<unknown>;
}

/** A record page: a heading and one tab per record kind, at its own path. */
export interface RecordPage {
  path: string;
  heading: TextKey;
  /** Whose symbols the symbol filter offers. */
  market: 'spot' | 'futures';
  tabs: ReadonlyArray<{ kind: RecordKind; label: TextKey }>;
}

export interface ProductManifest {
  /** Unique, lower case; also names the route ids it generates. */
  id: string;
  routes: readonly ProductRoute[];
  nav: readonly NavEntry[];
  /**
   * Its texts: each section's table of the 31 languages (`<feature>/i18n/index.ts`), joined to
   * every language's messages under the section's name. Loaded lazily, so only the server reads
   * them and a browser still downloads one language with its page.
   */
  texts: Readonly<Record<string, () => Promise<SectionTable<object>>>>;
  asset?: AssetSummary;
  /** Record pages served by the shared record view (`record/routes/product-records.tsx`). */
  records?: RecordPage;
  /** Its orders and fills in the order centre. */
  orderVenue?: OrderVenue;
}

/** Keeps a summary's `Data` checked where it is written; the list holds them as `AssetSummary`. */
export function assetSummary<Data>(summary: AssetSummary<Data>): AssetSummary {
  return summary as AssetSummary;
}
