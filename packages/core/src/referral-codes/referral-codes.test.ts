import { describe, expect, it } from 'vitest';
import { createMemoryBackend, createSafeStorage, type StorageBackend } from '../storage/index.ts';
import {
  captureReferralCodes,
  clearReferralCodes,
  REFERRAL_CODES_KEY,
  type ReferralConfig,
  readReferralCodes,
} from './index.ts';

const DAY = 24 * 60 * 60 * 1000;
const BEGIN = Date.UTC(2026, 0, 1);
const END = Date.UTC(2026, 11, 31);
const config: ReferralConfig = { lifetimeDays: 7, beginTime: BEGIN, endTime: END };
const LINK =
  'https://tideline.example/ja/register?channelCode=CH1&vipCode=V2&clacCode=C3&commonCode=M4&groupId=G5&actCode=A6';

function setup() {
  const backend: StorageBackend = createMemoryBackend();
  return { backend, storage: createSafeStorage(() => backend) };
}

describe('§3 §9 referral codes', () => {
  it('§3 captures every code with the link and an end time of days x 24 h', () => {
    const { storage, backend } = setup();
    const now = BEGIN + DAY;
    const record = captureReferralCodes(LINK, now, config, storage);
    expect(record).toEqual({
      channelCode: 'CH1',
      vipCode: 'V2',
      clacCode: 'C3',
      commonCode: 'M4',
      groupId: 'G5',
      actCode: 'A6',
      currentLink: LINK,
      effectiveEndTime: now + 7 * 24 * 60 * 60 * 1000,
    });
    expect(REFERRAL_CODES_KEY).toBe('local_code_key');
    expect(JSON.parse(backend.getItem('local_code_key') ?? '').version).toBe(1);
    expect(readReferralCodes(now, storage)).toEqual(record);
  });

  it('§9 the record is effective until its end time, not at it', () => {
    const { storage } = setup();
    const now = BEGIN + DAY;
    captureReferralCodes(LINK, now, config, storage);
    expect(readReferralCodes(now + 7 * DAY - 1, storage)).not.toBeNull();
    expect(readReferralCodes(now + 7 * DAY, storage)).toBeNull();
  });

  it('§9 writes only inside the begin/end window, both ends included', () => {
    for (const [now, written] of [
      [BEGIN - 1, false],
      [BEGIN, true],
      [END, true],
      [END + 1, false],
    ] as const) {
      const { storage } = setup();
      expect(captureReferralCodes(LINK, now, config, storage) !== null).toBe(written);
      expect(readReferralCodes(now, storage) !== null).toBe(written);
    }
  });

  it('keeps codes captured earlier when a later link carries none', () => {
    const { storage } = setup();
    captureReferralCodes(LINK, BEGIN, config, storage);
    expect(captureReferralCodes('https://tideline.example/fee?x=1', BEGIN + 1, config, storage)).toBeNull();
    expect(readReferralCodes(BEGIN + 1, storage)?.channelCode).toBe('CH1');
  });

  it('a newer link with codes replaces the record; missing codes read as empty', () => {
    const { storage } = setup();
    captureReferralCodes(LINK, BEGIN, config, storage);
    const later = captureReferralCodes('/register?vipCode=%20NEW%20', BEGIN + DAY, config, storage);
    expect(later).toMatchObject({
      vipCode: 'NEW',
      channelCode: '',
      actCode: '',
      currentLink: '/register?vipCode=%20NEW%20',
    });
    expect(readReferralCodes(BEGIN + DAY, storage)).toEqual(later);
  });

  it('writes nothing with a non-positive lifetime and ignores malformed records', () => {
    const { storage, backend } = setup();
    expect(captureReferralCodes(LINK, BEGIN, { ...config, lifetimeDays: 0 }, storage)).toBeNull();
    backend.setItem('local_code_key', JSON.stringify({ version: 1, value: { channelCode: 1 } }));
    expect(readReferralCodes(BEGIN, storage)).toBeNull();
    backend.setItem('local_code_key', '{oops');
    expect(readReferralCodes(BEGIN, storage)).toBeNull();
  });

  it('clears the record', () => {
    const { storage } = setup();
    captureReferralCodes(LINK, BEGIN, config, storage);
    clearReferralCodes(storage);
    expect(readReferralCodes(BEGIN, storage)).toBeNull();
  });
});
