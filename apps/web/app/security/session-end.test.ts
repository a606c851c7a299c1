import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { duringDeliberateLogout, endSessionAndShowLogin } from './session-end.ts';

// A stand-in for the page's location: the module only reads it and calls assign.
function fakeWindow(pathname: string) {
  const assign = vi.fn();
  vi.stubGlobal('window', {
    location: { pathname, search: '', origin: 'https://tideline.test', assign },
    localStorage: { removeItem: vi.fn(), getItem: () => null, setItem: vi.fn() },
    sessionStorage: { removeItem: vi.fn(), getItem: () => null, setItem: vi.fn() },
  });
  return assign;
}

describe('§8 the shell logout after "login expired"', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the visitor to the login page with the expired notice and a way back', () => {
    const assign = fakeWindow('/account');
    endSessionAndShowLogin('/login');
    expect(assign).toHaveBeenCalledWith('/login?redirect=%2Faccount&reason=expired');
  });

  it('stays quiet while a logout the user asked for is under way, and acts again afterwards', async () => {
    const assign = fakeWindow('/account');
    await duringDeliberateLogout(async () => {
      // A request in flight when the session ended answers "login expired" meanwhile.
      endSessionAndShowLogin('/login');
    });
    expect(assign).not.toHaveBeenCalled();
    endSessionAndShowLogin('/login');
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
