import { describe, expect, it } from 'vitest';
import {
  oidcAuthorizeUrl,
  PENDING_REDIRECT_KEY,
  readOidcReturn,
  savePendingRedirect,
  takePendingRedirect,
  telegramAuthUrl,
  telegramSignFromFragment,
} from './provider-redirect.ts';

const google = {
  clientId: 'web-client',
  authorizationEndpoint: 'https://accounts.example/o/auth?prompt=select',
};

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('§7 Google and Apple sign-in redirect', () => {
  it('asks Google for an ID token with our client, callback, state and nonce, keeping its own query', () => {
    const url = new URL(
      oidcAuthorizeUrl('google', google, {
        redirectUri: 'https://ex.test/login/callback/google',
        state: 's1',
        nonce: 'n1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.example/o/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select',
      client_id: 'web-client',
      redirect_uri: 'https://ex.test/login/callback/google',
      state: 's1',
      nonce: 'n1',
      response_type: 'id_token',
      scope: 'openid email profile',
    });
  });

  it('asks Apple for code and ID token in the fragment, without scopes (Apple refuses scopes there)', () => {
    const url = new URL(
      oidcAuthorizeUrl(
        'apple',
        { clientId: 'apple-client', authorizationEndpoint: 'https://appleid.example/auth/authorize' },
        { redirectUri: 'https://ex.test/login/callback/apple', state: 's', nonce: 'n' },
      ),
    );
    expect(url.searchParams.get('response_type')).toBe('code id_token');
    expect(url.searchParams.get('response_mode')).toBe('fragment');
    expect(url.searchParams.has('scope')).toBe(false);
  });

  it('reads the ID token and state from the fragment, the provider error, or nothing', () => {
    expect(readOidcReturn('#id_token=aaa.bbb.ccc&state=s1')).toEqual({
      kind: 'token',
      idToken: 'aaa.bbb.ccc',
      state: 's1',
    });
    expect(readOidcReturn('#error=access_denied&state=s1')).toEqual({
      kind: 'refused',
      error: 'access_denied',
    });
    expect(readOidcReturn('#state=s1')).toEqual({ kind: 'missing' });
    expect(readOidcReturn('')).toEqual({ kind: 'missing' });
  });
});

describe('§7 Telegram sign-in redirect', () => {
  it('opens the bot login with its numeric id and our return address', () => {
    const url = new URL(
      telegramAuthUrl('123456', {
        origin: 'https://ex.test',
        returnTo: 'https://ex.test/login/callback/telegram?state=s',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://oauth.telegram.org/auth');
    expect(url.searchParams.get('bot_id')).toBe('123456');
    expect(url.searchParams.get('origin')).toBe('https://ex.test');
    expect(url.searchParams.get('return_to')).toBe('https://ex.test/login/callback/telegram?state=s');
  });

  it('turns tgAuthResult (base64url JSON, non-ASCII names included) into the query string tg/sign checks', () => {
    const user = { id: 777001, first_name: 'Zoë', username: 'zoe', auth_date: 1_700_000_000, hash: 'ab12' };
    const sign = telegramSignFromFragment(`#tgAuthResult=${base64Url(JSON.stringify(user))}`);
    expect(Object.fromEntries(new URLSearchParams(sign))).toEqual({
      id: '777001',
      first_name: 'Zoë',
      username: 'zoe',
      auth_date: '1700000000',
      hash: 'ab12',
    });
  });

  it('gives nothing for a missing, malformed or unsigned result', () => {
    expect(telegramSignFromFragment('')).toBeUndefined();
    expect(telegramSignFromFragment('#tgAuthResult=%%%')).toBeUndefined();
    expect(telegramSignFromFragment(`#tgAuthResult=${base64Url('[1,2]')}`)).toBeUndefined();
    expect(telegramSignFromFragment(`#tgAuthResult=${base64Url('{"id":1}')}`)).toBeUndefined();
  });
});

describe('§7 the pending redirect is single-use', () => {
  it('is read once, then gone', () => {
    const storage = memoryStorage();
    savePendingRedirect(storage, { provider: 'google', state: 'abc', returnTo: '/spot/BTC_USDT' });
    expect(takePendingRedirect(storage)).toEqual({
      provider: 'google',
      state: 'abc',
      returnTo: '/spot/BTC_USDT',
    });
    expect(takePendingRedirect(storage)).toBeNull();
  });

  it('refuses a stored value that is not ours', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_REDIRECT_KEY, '{"provider":"github","state":"x"}');
    expect(takePendingRedirect(storage)).toBeNull();
    storage.setItem(PENDING_REDIRECT_KEY, 'not json');
    expect(takePendingRedirect(storage)).toBeNull();
  });
});
