import type { SafeStorage } from '../storage/safe-storage.ts';
import { readCached, writeCached } from '../storage/versioned-cache.ts';

/** Spec §9: the local-storage key of the cached registration and referral codes. */
export const REFERRAL_CODES_KEY = 'local_code_key';

const HOUR_MS = 60 * 60 * 1000;

/** Spec §3: the codes a landing link may carry, read from its query under these names. */
export const REFERRAL_CODE_FIELDS = [
  'channelCode',
  'vipCode',
  'clacCode',
  'commonCode',
  'groupId',
  'actCode',
] as const;

export type ReferralCodeField = (typeof REFERRAL_CODE_FIELDS)[number];

export type ReferralCodes = Record<ReferralCodeField, string>;

export interface ReferralRecord extends ReferralCodes {
  /** The landing link the codes came from. */
  currentLink: string;
  /** Epoch milliseconds after which the record is ignored. */
  effectiveEndTime: number;
}

export interface ReferralConfig {
  /** Lifetime in days; the record lives this many times 24 hours (spec §9). */
  lifetimeDays: number;
  /** Epoch milliseconds of the campaign window in which codes are captured, both ends included. */
  beginTime: number;
  endTime: number;
}

function isReferralRecord(value: unknown): value is ReferralRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    REFERRAL_CODE_FIELDS.every((field) => typeof record[field] === 'string') &&
    typeof record.currentLink === 'string' &&
    typeof record.effectiveEndTime === 'number'
  );
}

export function isWithinCaptureWindow(now: number, config: ReferralConfig): boolean {
  return now >= config.beginTime && now <= config.endTime;
}

/**
 * Reads codes from a landing link and caches them (spec §3, §9). Nothing is written outside the
 * configured window, with a non-positive lifetime, or when the link carries no code at all, so a
 * plain visit never wipes codes captured earlier. A new link with codes replaces the old record:
 * the latest referral wins. Returns the stored record, or null when nothing was written.
 */
export function captureReferralCodes(
  url: string,
  now: number,
  config: ReferralConfig,
  storage: SafeStorage,
): ReferralRecord | null {
  if (!isWithinCaptureWindow(now, config) || !(config.lifetimeDays > 0)) return null;
  let query: URLSearchParams;
  try {
    query = new URL(url, 'http://localhost').searchParams;
  } catch {
    return null;
  }
  const codes = Object.fromEntries(
    REFERRAL_CODE_FIELDS.map((field) => [field, query.get(field)?.trim() ?? '']),
  ) as ReferralCodes;
  if (REFERRAL_CODE_FIELDS.every((field) => codes[field] === '')) return null;
  const record: ReferralRecord = {
    ...codes,
    currentLink: url,
    effectiveEndTime: now + config.lifetimeDays * 24 * HOUR_MS,
  };
  return writeCached(storage, REFERRAL_CODES_KEY, record) ? record : null;
}

/** The cached record while it is still effective; expired or malformed records read as null. */
export function readReferralCodes(now: number, storage: SafeStorage): ReferralRecord | null {
  const record = readCached(storage, REFERRAL_CODES_KEY, isReferralRecord);
  return record !== undefined && now < record.effectiveEndTime ? record : null;
}

export function clearReferralCodes(storage: SafeStorage): void {
  storage.remove(REFERRAL_CODES_KEY);
}
