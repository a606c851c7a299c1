import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { CatalogueByLocale } from '../i18n/localised-catalogue.ts';
import type { WalletLeg } from './ledger/wallet-leg.ts';

/**
 * What a product (a folder under src/plugins) gives the gateway, exported by its index.ts and
 * listed once in src/products.ts. The server registers every manifest the same way, so a new
 * product is its folder plus one line in that list.
 */
export interface ProductManifest {
  /** The product's folder name under src/plugins. */
  readonly name: string;
  /**
   * Runs on the root instance before any route, for what every context must see (a live service
   * decorated on the instance, for example spot's exchange and its /ws stream hub).
   */
  readonly open?: (app: FastifyInstance) => void;
  /** Its REST routes, registered under /v1 in the order of the product list. */
  readonly api?: FastifyPluginAsync;
  /** Routes outside /v1 (the /ws socket, an image under its own path). */
  readonly root?: FastifyPluginAsync;
  /**
   * The shipped migrations (src/db/migrations, by name) that create its tables. Shipped
   * migrations are checksummed (db/migration-guard.ts), so they stay in that folder under their
   * names; a manifest names the ones it owns.
   */
  readonly migrations: readonly string[];
  /** The channels it serves on the /ws socket. */
  readonly streamChannels: readonly string[];
  /** Its refusal texts in every selectable language, keyed by its result codes. */
  readonly messages?: CatalogueByLocale<string>;
  /**
   * Its wallet leg: how the ledger's transfer port reads and moves its balances. Called once
   * every product's routes are registered, so it may use services they created.
   */
  readonly walletLeg?: (app: FastifyInstance) => WalletLeg;
}
