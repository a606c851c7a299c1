import { callEndpoint, type RequestClient } from '@tideline/core/request';
import { spotAsset } from '@tideline/protocol/asset/asset-code';
import type { SpotBalanceWire } from '@tideline/protocol/asset/balances';
import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import type { DepositAddressWire } from '@tideline/protocol/asset/funding';
import type { WithdrawSettingsWire } from '@tideline/protocol/asset/withdraw-shortcut';
import { FUTURES_ENDPOINTS } from '@tideline/protocol/futures/endpoints';
import { SPOT_ENDPOINTS } from '@tideline/protocol/spot/endpoints';
import { referenceReader } from '../api/reference-client.ts';

// The calls of the asset pages (markets protocol §4, futures protocol §3), each through its
// endpoint-table row, which checks the answer.

export const ASSET_QUERY_KEYS = {
  balances: ['asset', 'spot-balances'],
  futuresAccount: ['asset', 'futures-account'],
  positions: ['asset', 'futures-positions'],
  tickers: ['asset', 'tickers'],
  rates: ['asset', 'valuation-rates'],
} as const;

export type SpotBalance = SpotBalanceWire;

export async function fetchSpotBalances(client: RequestClient) {
  return callEndpoint(client, ASSET_ENDPOINTS.spotBalances);
}

export interface FuturesAccount {
  marginCoin: string;
  available: string;
  orderMargin: string;
  positionMargin: string;
  unrealisedPnl: string;
  equity: string;
  maxTransferOut: string;
}

export async function fetchFuturesAccount(client: RequestClient): Promise<FuturesAccount> {
  return callEndpoint(client, FUTURES_ENDPOINTS.account);
}

export interface FuturesPosition {
  symbol: string;
  direction: 1 | 2;
  count: string;
  openAvgPrice: string;
  markPrice: string;
  openLevel: string;
  openMarginCount: string;
  unrealisedPnl: string;
}

/** The positions as the overview lists them: a figure not known yet (no mark price) reads as empty. */
export async function fetchPositions(client: RequestClient): Promise<FuturesPosition[]> {
  return (await callEndpoint(client, FUTURES_ENDPOINTS.positions)).map((position) => ({
    symbol: position.symbol,
    direction: position.direction,
    count: position.count,
    openAvgPrice: position.openAvgPrice,
    markPrice: position.markPrice ?? '',
    openLevel: position.openLevel,
    openMarginCount: position.openMarginCount,
    unrealisedPnl: position.unrealisedPnl ?? '',
  }));
}

export interface TickerPrice {
  symbol: string;
  last: string | null;
}

export async function fetchTickerPrices(client: RequestClient): Promise<TickerPrice[]> {
  return (await callEndpoint(client, SPOT_ENDPOINTS.tickers)).map(({ symbol, last }) => ({ symbol, last }));
}

/** What one USDT is worth in each valuation currency, by ISO code. */
export async function fetchValuationRates(client: RequestClient): Promise<Readonly<Record<string, string>>> {
  return (await callEndpoint(referenceReader(client), ASSET_ENDPOINTS.valuationRates)).rates;
}

export type DepositAddress = DepositAddressWire;

/** The address of an asset the ledger keeps; any other is refused here, as the gateway would. */
export async function fetchDepositAddress(client: RequestClient, asset: string): Promise<DepositAddress> {
  return callEndpoint(client, ASSET_ENDPOINTS.depositAddress, { asset: spotAsset.parse(asset) });
}

/** The deposit simulator: credits `amount` of `asset` at once. */
export async function simulateDeposit(client: RequestClient, asset: string, amount: string) {
  return callEndpoint(client, ASSET_ENDPOINTS.simulateDeposit, { asset: spotAsset.parse(asset), amount });
}

/** A withdrawal with its second factor: the authenticator code when bound, else an e-mail code. */
export async function requestWithdrawal(
  client: RequestClient,
  request: {
    asset: string;
    amount: string;
    address: string;
    googleCode?: string | undefined;
    emailCode?: string | undefined;
  },
) {
  return callEndpoint(client, ASSET_ENDPOINTS.withdraw, {
    ...request,
    asset: spotAsset.parse(request.asset),
  });
}

/** The same key as the security page's whitelist panel, so a change there shows here at once. */
export const WITHDRAW_SETTINGS_KEY = [ASSET_ENDPOINTS.withdrawSettings.path] as const;

/** The withdraw no-password flag, its limits and the whitelist (issue #30 item 1). */
export async function fetchWithdrawSettings(client: RequestClient): Promise<WithdrawSettingsWire> {
  return callEndpoint(client, ASSET_ENDPOINTS.withdrawSettings, {});
}
