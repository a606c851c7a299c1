// The second-factor method calls (protocol §3.5.1): its state, a code to the account's own address,
// and the change.
import type { RequestClient } from '@tideline/core/request';
import { ACCOUNTS_ENDPOINTS } from '@tideline/protocol/accounts/endpoints';
import type {
  ModifyVerificationRequest,
  VerificationState,
} from '@tideline/protocol/accounts/verification-method';
import { callEndpoint } from '../api/call-endpoint.ts';

export type { VerificationState };

export const VERIFICATION_PATH = ACCOUNTS_ENDPOINTS.verificationMethod.path;

export function fetchVerificationState(client: RequestClient): Promise<VerificationState> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.verificationMethod, {});
}

export async function sendOwnCode(client: RequestClient, channel: 'email' | 'mobile'): Promise<void> {
  await callEndpoint(client, ACCOUNTS_ENDPOINTS.sendOwnCode, { channel });
}

export function modifyVerification(
  client: RequestClient,
  request: ModifyVerificationRequest,
): Promise<VerificationState> {
  return callEndpoint(client, ACCOUNTS_ENDPOINTS.modifyVerification, request);
}
