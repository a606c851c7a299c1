// Spec §3/§9: registration and referral codes are taken from a landing link and cached under
// local_code_key, then sent at registration. The campaign window and lifetime are product
// configuration; the web app captures all year round and keeps codes for 30 days.
import {
  captureReferralCodes,
  type ReferralConfig,
  type ReferralRecord,
  readReferralCodes,
} from '@tideline/core/referral-codes';
import type { SafeStorage } from '@tideline/core/storage';

export const REFERRAL_CAPTURE_CONFIG: ReferralConfig = {
  lifetimeDays: 30,
  beginTime: 0,
  endTime: Number.MAX_SAFE_INTEGER,
};

export function captureLandingCodes(url: string, now: number, storage: SafeStorage): void {
  captureReferralCodes(url, now, REFERRAL_CAPTURE_CONFIG, storage);
}

/**
 * The gateway's registration calls accept one `inviteCode` (protocol §3.3). A personal referral
 * code wins over a campaign's codes; the group id identifies a group, not an inviter, so it is not
 * sent.
 */
const INVITE_CODE_PRIORITY = ['commonCode', 'vipCode', 'channelCode', 'clacCode', 'actCode'] as const;

export function inviteCodeOf(record: ReferralRecord | null): string | undefined {
  if (!record) return undefined;
  for (const field of INVITE_CODE_PRIORITY) {
    const code = record[field].trim();
    if (code !== '') return code.slice(0, 32);
  }
  return undefined;
}

export function cachedInviteCode(now: number, storage: SafeStorage): string | undefined {
  return inviteCodeOf(readReferralCodes(now, storage));
}
