import { ACCOUNTS_ENDPOINTS } from './accounts/endpoints.ts';
import { ASSET_ENDPOINTS } from './asset/endpoints.ts';
import { DEVICE_ENDPOINTS } from './device/endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { FUTURES_ENDPOINTS } from './futures/endpoints.ts';
import { INFO_ENDPOINTS } from './info/endpoints.ts';
import { SPOT_ENDPOINTS } from './spot/endpoints.ts';

/**
 * The endpoint table: every product's rows, listed once here. The gateway's contract test and
 * OpenAPI test walk it; a product adds its rows by adding one line.
 */
export const ENDPOINT_GROUPS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  accounts: ACCOUNTS_ENDPOINTS,
  device: DEVICE_ENDPOINTS,
  spot: SPOT_ENDPOINTS,
  asset: ASSET_ENDPOINTS,
  futures: FUTURES_ENDPOINTS,
  info: INFO_ENDPOINTS,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);
