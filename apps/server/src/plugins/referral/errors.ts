import { productRefusal } from '../../platform/product-refusal.ts';
import { type ReferralMessageKey, referralMessage } from './messages.ts';

/**
 * Referral result codes (docs/protocol-referral.md §5). Every refusal is a 4xx: the request asked
 * for something the programme's rules do not allow, and nothing moved.
 */
export const ReferralCode = {
  unknownCode: '37001',
  mainAccountOnly: '37002',
  codeLimit: '37003',
  inviterDeleted: '37004',
  alreadyAttributed: '37005',
  bindWindowClosed: '37006',
  selfReferral: '37007',
  invalidDateRange: '37008',
} as const satisfies Record<string, ReferralMessageKey>;

type ReferralCodeValue = (typeof ReferralCode)[keyof typeof ReferralCode];

const HTTP_STATUS: Readonly<Record<ReferralCodeValue, number>> = {
  '37001': 404,
  '37002': 403,
  '37003': 409,
  '37004': 410,
  '37005': 409,
  '37006': 409,
  '37007': 400,
  '37008': 400,
};

export class ReferralError extends productRefusal('ReferralError', HTTP_STATUS, referralMessage) {}
