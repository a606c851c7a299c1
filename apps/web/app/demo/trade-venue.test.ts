import type { RequestClient } from '@tideline/core/request';
import { describe, expect, it } from 'vitest';
import { syncTradeVenue } from './trade-venue.ts';

/** The user-info answer of the main account (1) or its demo account (2). */
function account(userId: string, demo: boolean) {
  return {
    userId,
    rootUserId: '1',
    parentUserId: demo ? '1' : null,
    accountType: demo ? 'demo' : 'main',
    demo,
    nickname: 'trader',
    email: 't***@example.com',
    mobile: null,
    areaCode: null,
    googleBound: false,
    antiPhishingCodeSet: false,
    agency: false,
    walletAddress: null,
    registerTime: 1_700_000_000_000,
  };
}

/** A gateway with one session: userinfo tells its venue, switchTradeDemo moves it (a new user id). */
function fakeGateway(startDemo: boolean) {
  let demo = startDemo;
  const calls: string[] = [];
  const client = {
    async get(path: string) {
      calls.push(`GET ${path}`);
      // The answer leaves after a turn of the event loop, as a network answer does.
      await Promise.resolve();
      return { code: 0, data: account(demo ? '2' : '1', demo), msg: 'success' };
    },
    async post(path: string, params?: Record<string, unknown>) {
      calls.push(`POST ${path} ${JSON.stringify(params)}`);
      await Promise.resolve();
      demo = params?.demo === true;
      return {
        code: 0,
        data: { userId: demo ? '2' : '1', accountType: demo ? 'demo' : 'main', terminal: 'web' },
        msg: 'success',
      };
    },
  } as unknown as RequestClient;
  return { client, calls, isDemo: () => demo };
}

describe('§4 demo mode moves the session to the demo venue', () => {
  it('switches a real session to demo with switchTradeDemo, and back', async () => {
    const gateway = fakeGateway(false);
    expect(await syncTradeVenue(gateway.client, true)).toBe('switched');
    expect(gateway.isDemo()).toBe(true);
    expect(gateway.calls).toContain('POST /user/sub/switchTradeDemo {"demo":true}');
    expect(await syncTradeVenue(gateway.client, false)).toBe('switched');
    expect(gateway.isDemo()).toBe(false);
  });

  it('leaves a session already on the wanted venue alone', async () => {
    const gateway = fakeGateway(true);
    expect(await syncTradeVenue(gateway.client, true)).toBe('unchanged');
    expect(gateway.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('runs switches one after another, so a second request never switches again', async () => {
    const gateway = fakeGateway(false);
    const results = await Promise.all([
      syncTradeVenue(gateway.client, true),
      syncTradeVenue(gateway.client, true),
    ]);
    expect(results).toEqual(['switched', 'unchanged']);
    expect(gateway.calls.filter((call) => call.startsWith('POST'))).toHaveLength(1);
  });

  it('a failed step does not block the next one', async () => {
    const gateway = fakeGateway(false);
    const failing = {
      get: () => Promise.reject(new Error('offline')),
      post: gateway.client.post,
    } as unknown as RequestClient;
    await expect(syncTradeVenue(failing, true)).rejects.toThrow('offline');
    expect(await syncTradeVenue(gateway.client, true)).toBe('switched');
  });
});
