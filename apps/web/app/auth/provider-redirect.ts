// The redirect legs of Google, Apple and Telegram sign-in: where the browser is sent, and how the
// proof is read back on the callback page. The provider returns its proof in the URL fragment, so
// it never reaches our server's logs; the callback page posts it to the gateway, which verifies it.
import type { OidcProvider, OidcSettings } from './third-party-api.ts';

export type RedirectProvider = OidcProvider | 'telegram';

/** The callback page's path, without a locale prefix, as it is registered with each provider. */
export function callbackPath(provider: RedirectProvider): string {
  return `/login/callback/${provider}`;
}

export function isRedirectProvider(value: string | undefined): value is RedirectProvider {
  return value === 'google' || value === 'apple' || value === 'telegram';
}

/**
 * An OpenID Connect implicit-flow request for an ID token. Google answers `id_token`; Apple only
 * answers a code with it, and returns it in the fragment only when no scope is asked for.
 */
export function oidcAuthorizeUrl(
  provider: OidcProvider,
  settings: OidcSettings,
  input: { redirectUri: string; state: string; nonce: string },
): string {
  const url = new URL(settings.authorizationEndpoint);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('state', input.state);
  url.searchParams.set('nonce', input.nonce);
  if (provider === 'apple') {
    url.searchParams.set('response_type', 'code id_token');
    url.searchParams.set('response_mode', 'fragment');
  } else {
    url.searchParams.set('response_type', 'id_token');
    url.searchParams.set('scope', 'openid email profile');
  }
  return url.toString();
}

export const TELEGRAM_AUTH_ORIGIN = 'https://oauth.telegram.org';

/** Telegram's login page for the bot; it comes back to `returnTo` with `#tgAuthResult=…`. */
export function telegramAuthUrl(botId: string, input: { origin: string; returnTo: string }): string {
  const url = new URL('/auth', TELEGRAM_AUTH_ORIGIN);
  url.searchParams.set('bot_id', botId);
  url.searchParams.set('origin', input.origin);
  url.searchParams.set('request_access', 'write');
  url.searchParams.set('return_to', input.returnTo);
  return url.toString();
}

function fragmentParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

export type OidcReturn =
  | { kind: 'token'; idToken: string; state: string }
  | { kind: 'refused'; error: string }
  | { kind: 'missing' };

/** The ID token (and our state) from the fragment the provider returned to; or its error. */
export function readOidcReturn(hash: string): OidcReturn {
  const params = fragmentParams(hash);
  const error = params.get('error');
  if (error) return { kind: 'refused', error };
  const idToken = params.get('id_token');
  const state = params.get('state');
  return idToken && state ? { kind: 'token', idToken, state } : { kind: 'missing' };
}

function decodeBase64(text: string): string {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = standard + '='.repeat((4 - (standard.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Telegram returns the signed user as base64 JSON in `#tgAuthResult=`; the gateway checks the same
 * fields as a query string (protocol §6 `tg/sign`). Undefined when the fragment holds no result.
 */
export function telegramSignFromFragment(hash: string): string | undefined {
  const encoded = fragmentParams(hash).get('tgAuthResult');
  if (!encoded) return undefined;
  try {
    const data: unknown = JSON.parse(decodeBase64(encoded));
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    const fields = new URLSearchParams();
    for (const [key, value] of Object.entries(data)) {
      if (typeof value === 'string' || typeof value === 'number') fields.set(key, String(value));
    }
    return fields.has('id') && fields.has('hash') ? fields.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** What the login page leaves for its callback page: who was asked, the anti-forgery state and where to go. */
export interface PendingRedirect {
  provider: RedirectProvider;
  state: string;
  returnTo: string;
}

export const PENDING_REDIRECT_KEY = 'tideline_sign_in_redirect';

export function savePendingRedirect(storage: Storage, pending: PendingRedirect): void {
  storage.setItem(PENDING_REDIRECT_KEY, JSON.stringify(pending));
}

/** Reads and removes the pending redirect: a state is good for one return only. */
export function takePendingRedirect(storage: Storage): PendingRedirect | null {
  const raw = storage.getItem(PENDING_REDIRECT_KEY);
  storage.removeItem(PENDING_REDIRECT_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingRedirect>;
    if (!isRedirectProvider(value.provider) || typeof value.state !== 'string') return null;
    return {
      provider: value.provider,
      state: value.state,
      returnTo: typeof value.returnTo === 'string' ? value.returnTo : '',
    };
  } catch {
    return null;
  }
}

/** A random token for the OAuth `state` and `nonce`. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
