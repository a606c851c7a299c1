// @vitest-environment jsdom
import { load } from '@fingerprintjs/fingerprintjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { collectVisitorId } from './device-identity.ts';

describe('visitor id collected a source at a time', () => {
  beforeAll(() => {
    // jsdom has no 2D canvas and says so on every call; a browser without one answers null too.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });

  it('equals the id FingerprintJS computes in one go, so stored identities stay valid', async () => {
    const agent = await load({ monitoring: false });
    const expected = (await agent.get()).visitorId;
    expect(await collectVisitorId()).toBe(expected);
    expect(await collectVisitorId(16)).toBe(expected);
  });
});
