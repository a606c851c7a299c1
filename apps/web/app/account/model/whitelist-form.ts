import { WHITELIST_LABEL_MAX } from '@tideline/protocol/asset/withdraw-shortcut';

/** What the gateway accepts as a withdrawal (and whitelist) address (markets protocol §4). */
const ADDRESS = /^[A-Za-z0-9:_-]{8,128}$/;

export type WhitelistProblem = 'whitelistLabelRequired' | 'whitelistLabelTooLong' | 'whitelistAddressInvalid';

/** The add-address form's checks, in the order its fields appear: label, then address. */
export function checkWhitelistEntry(form: { label: string; address: string }): WhitelistProblem | null {
  const label = form.label.trim();
  if (label === '') return 'whitelistLabelRequired';
  if (Array.from(label).length > WHITELIST_LABEL_MAX) return 'whitelistLabelTooLong';
  if (!ADDRESS.test(form.address.trim())) return 'whitelistAddressInvalid';
  return null;
}
