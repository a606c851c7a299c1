import { describe, expect, it } from 'vitest';
import { recoverExpiredSessionAnswer } from './expired-session-answer.ts';

describe('§8 login expired (20205/20906) arrives as HTTP 401 and still logs the visitor out', () => {
  it('hands back a 401 answer with a login-expired envelope as a response', () => {
    for (const code of ['20205', '20906']) {
      const response = { status: 401, data: { code, msg: 'expired', data: null, status: 'error' } };
      expect(recoverExpiredSessionAnswer({ response })).toBe(response);
    }
  });

  it('leaves every other failure to the HTTP table and the network rows', () => {
    const forbidden = { response: { status: 403, data: { code: '00004', msg: 'no', data: null } } };
    expect(() => recoverExpiredSessionAnswer(forbidden)).toThrow();
    const html = { response: { status: 401, data: '<html>' } };
    expect(() => recoverExpiredSessionAnswer(html)).toThrow();
    const offline = new Error('Network Error');
    expect(() => recoverExpiredSessionAnswer(offline)).toThrow(offline);
  });
});
