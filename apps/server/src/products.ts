import type { ProductManifest } from './platform/product-manifest.ts';
import { accountSettingsProduct } from './plugins/account-settings/index.ts';
import { accountsProduct } from './plugins/accounts/index.ts';
import { apiV2Product } from './plugins/api-v2/index.ts';
import { copyTradingProduct } from './plugins/copy-trading/index.ts';
import { deviceIdentityProduct } from './plugins/device-identity/index.ts';
import { earnProduct } from './plugins/earn/index.ts';
import { fido2Product } from './plugins/fido2/index.ts';
import { futuresProduct } from './plugins/futures/index.ts';
import { infoProduct } from './plugins/info/index.ts';
import { marginProduct } from './plugins/margin/index.ts';
import { marketsProduct } from './plugins/markets/index.ts';
import { p2pProduct } from './plugins/p2p/index.ts';
import { redPacketsProduct } from './plugins/red-packets/index.ts';
import { referralProduct } from './plugins/referral/index.ts';
import { subAccountsProduct } from './plugins/sub-accounts/index.ts';
import { thirdPartyProduct } from './plugins/third-party/index.ts';
import { web3WalletProduct } from './plugins/web3-wallet/index.ts';

/**
 * Every product of the gateway, in registration order: device identity first (its hooks guard
 * the routes after it), spot before futures (futures' index is fed by spot's books).
 */
export const PRODUCTS: readonly ProductManifest[] = [
  deviceIdentityProduct,
  accountsProduct,
  fido2Product,
  marketsProduct,
  futuresProduct,
  infoProduct,
  subAccountsProduct,
  accountSettingsProduct,
  thirdPartyProduct,
  referralProduct,
  earnProduct,
  redPacketsProduct,
  p2pProduct,
  copyTradingProduct,
  web3WalletProduct,
  marginProduct,
  apiV2Product,
];
