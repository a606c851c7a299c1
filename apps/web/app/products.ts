import { ACCOUNTS_MANIFEST } from './account/manifest.ts';
import { ASSET_MANIFEST } from './asset/manifest.ts';
import { COPY_TRADING_MANIFEST } from './copy-trading/manifest.ts';
import { EARN_MANIFEST } from './earn/manifest.ts';
import { FUTURES_MANIFEST } from './futures/manifest.ts';
import { INFO_MANIFEST } from './info/manifest.ts';
import { MARGIN_MANIFEST } from './margin/manifest.ts';
import { MARKETS_MANIFEST } from './markets/manifest.ts';
import { ORDER_MANIFEST } from './order/manifest.ts';
import { P2P_MANIFEST } from './p2p/manifest.ts';
import type { ProductManifest } from './product-manifest.ts';
import { RED_PACKET_MANIFEST } from './red-packet/manifest.ts';
import { REFERRAL_MANIFEST } from './referral/manifest.ts';
import { SPOT_MANIFEST } from './spot/manifest.ts';
import { TRADING_MARKET_MANIFEST } from './trading/market/manifest.ts';
import { WEB3_MANIFEST } from './web3/manifest.ts';

/**
 * Every product and section of the web app: a new product is its folder and one line here. Order
 * is display order: navigation entries of one place, /asset's accounts and the order centre's
 * venues follow it.
 */
export const PRODUCTS: readonly ProductManifest[] = [
  MARKETS_MANIFEST,
  SPOT_MANIFEST,
  MARGIN_MANIFEST,
  FUTURES_MANIFEST,
  ASSET_MANIFEST,
  ORDER_MANIFEST,
  ACCOUNTS_MANIFEST,
  INFO_MANIFEST,
  REFERRAL_MANIFEST,
  EARN_MANIFEST,
  RED_PACKET_MANIFEST,
  P2P_MANIFEST,
  COPY_TRADING_MANIFEST,
  WEB3_MANIFEST,
  TRADING_MARKET_MANIFEST,
];
