import { ACCOUNTS_ENDPOINTS } from './accounts/endpoints.ts';
import { ASSET_ENDPOINTS } from './asset/endpoints.ts';
import { COPY_TRADING_ENDPOINTS } from './copy-trading/endpoints.ts';
import { EARN_ENDPOINTS } from './earn/endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { FUTURES_ENDPOINTS } from './futures/endpoints.ts';
import { GATEWAY_ENDPOINTS } from './gateway/endpoints.ts';
import { INFO_ENDPOINTS } from './info/endpoints.ts';
import { MARGIN_ENDPOINTS } from './margin/endpoints.ts';
import { P2P_ENDPOINTS } from './p2p/endpoints.ts';
import { RED_PACKET_ENDPOINTS } from './red-packets/endpoints.ts';
import { REFERRAL_ENDPOINTS } from './referral/endpoints.ts';
import { SPOT_ENDPOINTS } from './spot/endpoints.ts';
import { THIRD_PARTY_ENDPOINTS } from './third-party/endpoints.ts';
import { WEB3_ENDPOINTS } from './web3-wallet/endpoints.ts';

/**
 * The endpoint table: every product's rows, listed once here. The gateway's contract test and
 * OpenAPI test walk it; a product adds its rows by adding one line.
 */
export const ENDPOINT_GROUPS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  accounts: ACCOUNTS_ENDPOINTS,
  thirdParty: THIRD_PARTY_ENDPOINTS,
  gateway: GATEWAY_ENDPOINTS,
  spot: SPOT_ENDPOINTS,
  asset: ASSET_ENDPOINTS,
  futures: FUTURES_ENDPOINTS,
  info: INFO_ENDPOINTS,
  referral: REFERRAL_ENDPOINTS,
  redPackets: RED_PACKET_ENDPOINTS,
  earn: EARN_ENDPOINTS,
  p2p: P2P_ENDPOINTS,
  copyTrading: COPY_TRADING_ENDPOINTS,
  web3: WEB3_ENDPOINTS,
  margin: MARGIN_ENDPOINTS,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);
