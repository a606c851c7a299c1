import { describe, expect, it } from 'vitest';
import { LOGIN_RISK, LoginRisk } from './login-risk.ts';

const attacker = { ip: '203.0.113.9', device: 'attacker-device' };

describe('LoginRisk (design §3, issue #21 item 6)', () => {
  it.each([
    ['one account', { account: 'victim@example.com' }, 3],
    ['one device', { device: 'one-device' }, 3],
    ['one address', { ip: '198.51.100.1' }, 10],
  ] as const)('demands the captcha after the failures against %s reach its limit', (_name, party, limit) => {
    const risk = new LoginRisk();
    // Each failure from a fresh address, device and account except the one counted here.
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const from = { ip: `10.0.0.${attempt}`, device: `d${attempt}`, ...party };
      expect(risk.needsCaptcha(from, 0)).toBe(false);
      risk.recordFailure(from, 0);
    }
    expect(risk.needsCaptcha({ ip: '10.9.9.9', device: 'other', ...party }, 1)).toBe(true);
  });

  it('an attacker who alternates victims with logins to an own account is still challenged', () => {
    const risk = new LoginRisk();
    const victims = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com'];
    let challenged = 0;
    for (const [index, victim] of victims.entries()) {
      if (risk.needsCaptcha({ ...attacker, account: victim }, index)) challenged += 1;
      else risk.recordFailure({ ...attacker, account: victim }, index);
      risk.recordSuccess({ ...attacker, account: 'mine@example.com' });
    }
    // Three guesses pass without a captcha; the fourth, on a fresh victim, is challenged.
    expect(challenged).toBe(1);
    expect(risk.needsCaptcha({ ...attacker, account: 'e@example.com' }, 10)).toBe(true);
  });

  it("a success clears its own account's failures from the device count, not other accounts'", () => {
    const risk = new LoginRisk();
    for (let attempt = 0; attempt < 3; attempt += 1)
      risk.recordFailure({ ...attacker, account: 'mine@example.com' }, 0);
    expect(risk.needsCaptcha({ ...attacker, account: 'mine@example.com' }, 0)).toBe(true);
    risk.recordSuccess({ ...attacker, account: 'mine@example.com' });
    expect(risk.needsCaptcha({ ...attacker, account: 'fresh@example.com' }, 0)).toBe(false);
    risk.recordFailure({ ...attacker, account: 'a@example.com' }, 0);
    risk.recordFailure({ ...attacker, account: 'b@example.com' }, 0);
    risk.recordFailure({ ...attacker, account: 'mine@example.com' }, 0);
    risk.recordSuccess({ ...attacker, account: 'mine@example.com' });
    // Two victims' failures stay on the device: one more makes three.
    risk.recordFailure({ ...attacker, account: 'c@example.com' }, 0);
    expect(risk.needsCaptcha({ ...attacker, account: 'fresh@example.com' }, 0)).toBe(true);
  });

  it('a success clears only its own account, compared without case or spaces', () => {
    const risk = new LoginRisk();
    for (let attempt = 0; attempt < 3; attempt += 1)
      risk.recordFailure({ ip: `10.0.0.${attempt}`, account: 'Me@Example.com' }, 0);
    expect(risk.needsCaptcha({ ip: '10.1.1.1', account: ' me@example.com ' }, 0)).toBe(true);
    risk.recordSuccess({ ip: '10.1.1.1', account: 'me@example.com' });
    expect(risk.needsCaptcha({ ip: '10.1.1.1', account: 'me@example.com' }, 0)).toBe(false);
  });

  it('the loopback address is not counted; its device and account still are', () => {
    const risk = new LoginRisk();
    for (let attempt = 0; attempt < 12; attempt += 1)
      risk.recordFailure({ ip: '127.0.0.1', device: `d${attempt}`, account: `a${attempt}@example.com` }, 0);
    expect(risk.needsCaptcha({ ip: '127.0.0.1', device: 'fresh', account: 'fresh@example.com' }, 0)).toBe(
      false,
    );
    expect(risk.needsCaptcha({ ip: '::1', device: 'fresh', account: 'fresh@example.com' }, 0)).toBe(false);
    for (let attempt = 0; attempt < 3; attempt += 1) risk.recordFailure({ ip: '::1', device: 'one' }, 0);
    expect(risk.needsCaptcha({ ip: '::1', device: 'one' }, 0)).toBe(true);
  });

  it('failures older than the window no longer count', () => {
    const risk = new LoginRisk();
    for (let attempt = 0; attempt < 3; attempt += 1) risk.recordFailure(attacker, 0);
    expect(risk.needsCaptcha(attacker, LOGIN_RISK.windowMs - 1)).toBe(true);
    expect(risk.needsCaptcha(attacker, LOGIN_RISK.windowMs)).toBe(false);
  });
});
