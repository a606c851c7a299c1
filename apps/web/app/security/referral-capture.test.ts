import { createMemoryBackend, createSafeStorage } from '@tideline/core/storage';
import { describe, expect, it } from 'vitest';
import { cachedInviteCode, captureLandingCodes, inviteCodeOf } from './referral-capture.ts';

const NOW = Date.UTC(2026, 10, 21);
const DAY_MS = 24 * 60 * 60 * 1000;

function storage() {
  const backend = createMemoryBackend();
  return createSafeStorage(() => backend);
}

describe('§3 referral and registration codes from the landing link, sent at registration', () => {
  it('captures the codes of a landing link and offers one as the invite code', () => {
    const store = storage();
    captureLandingCodes('https://x.test/register?channelCode=CH1&vipCode=V9', NOW, store);
    expect(cachedInviteCode(NOW, store)).toBe('V9');
  });

  it('prefers the personal code, never sends the group id, and caps at 32 characters', () => {
    const record = {
      channelCode: 'CH',
      vipCode: 'V',
      clacCode: '',
      commonCode: 'ME',
      groupId: 'G',
      actCode: '',
    };
    expect(inviteCodeOf({ ...record, currentLink: '', effectiveEndTime: 0 })).toBe('ME');
    const onlyGroup = { ...record, channelCode: '', vipCode: '', commonCode: '' };
    expect(inviteCodeOf({ ...onlyGroup, currentLink: '', effectiveEndTime: 0 })).toBeUndefined();
    const long = { ...record, commonCode: 'x'.repeat(40) };
    expect(inviteCodeOf({ ...long, currentLink: '', effectiveEndTime: 0 })).toHaveLength(32);
  });

  it('keeps the codes 30 days, and a plain visit does not wipe them', () => {
    const store = storage();
    captureLandingCodes('https://x.test/?commonCode=ABC', NOW, store);
    captureLandingCodes('https://x.test/login', NOW + DAY_MS, store);
    expect(cachedInviteCode(NOW + 30 * DAY_MS - 1, store)).toBe('ABC');
    expect(cachedInviteCode(NOW + 30 * DAY_MS, store)).toBeUndefined();
  });
});
