/**
 * The product's /v1 calls that `npm run cluster`'s gateways answer from the engines
 * (product-routes.ts, futures-product-routes.ts). The origin's proxy sends these paths to the
 * gateways (launch.ts), and the product server sends its bot API's calls on them there too
 * (plugins/api-v2/v1-upstream.ts), so a program trades in the same market as the web app.
 */
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';

/**
 * The futures rows the gateways answer from the contract engines: every one, the insurance fund too
 * (the contract engines' funds added up, futures-product-insurance.ts).
 */
const GATEWAY_FUTURES_PATHS = Object.values(FUTURES_ENDPOINTS).map((endpoint) => `/v1${endpoint.path}`);

export const GATEWAY_PRODUCT_PATHS: ReadonlySet<string> = new Set([
  ...GATEWAY_FUTURES_PATHS,
  '/v1/spot/order/place',
  '/v1/spot/order/cancel',
  '/v1/spot/order/open',
  '/v1/spot/order/batchCancel',
  '/v1/spot/order/detail',
  '/v1/spot/order/history',
  '/v1/spot/order/fills',
  '/v1/market/depth',
  '/v1/market/tickers',
  '/v1/market/trades',
  '/v1/market/candles',
]);
