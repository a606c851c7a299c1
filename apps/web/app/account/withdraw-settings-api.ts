// The withdraw no-password flag and the address whitelist (docs/protocol-markets.md §4.1, issue
// #30 item 1). Adding an address and setting the flag are step-up rows: the request client asks
// for the proof when the gateway wants it.
import type { RequestClient } from '@tideline/core/request';
import { ASSET_ENDPOINTS } from '@tideline/protocol/asset/endpoints';
import type { WhitelistEntryWire, WithdrawSettingsWire } from '@tideline/protocol/asset/withdraw-shortcut';
import { callEndpoint } from '../api/call-endpoint.ts';

export type WithdrawSettings = WithdrawSettingsWire;
export type WhitelistEntry = WhitelistEntryWire;

/** The query key of the settings; the withdraw form reads the same call. */
export const WITHDRAW_SETTINGS_KEY = [ASSET_ENDPOINTS.withdrawSettings.path] as const;

export function fetchWithdrawSettings(client: RequestClient): Promise<WithdrawSettings> {
  return callEndpoint(client, ASSET_ENDPOINTS.withdrawSettings, {});
}

export function addWhitelistAddress(client: RequestClient, address: string, label: string) {
  return callEndpoint(client, ASSET_ENDPOINTS.whitelistAdd, { address, label });
}

export function removeWhitelistAddress(client: RequestClient, id: string) {
  return callEndpoint(client, ASSET_ENDPOINTS.whitelistRemove, { id });
}

export function setNoPassword(client: RequestClient, enabled: boolean) {
  return callEndpoint(client, ASSET_ENDPOINTS.noPasswordFlag, { enabled });
}
