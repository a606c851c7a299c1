import type { Page } from '@playwright/test';
import { DEVICE_TOKEN_STORAGE_KEYS } from '@tideline/core/device-token';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/**
 * Resolves once the page holds its first device token (spec §4), fetched once the terminal code is
 * known, so a test starts its sign-in from a settled device rather than racing the start-up fetch.
 */
export async function deviceTokenReady(page: Page): Promise<void> {
  // A trusted device keeps the expiry of its success token; a demoted one keeps the token itself.
  await page.waitForFunction(
    (keys) => keys.some((key) => window.localStorage.getItem(key) !== null),
    [DEVICE_TOKEN_STORAGE_KEYS.expiresAt, DEVICE_TOKEN_STORAGE_KEYS.demotedToken],
  );
}

/** What an injected wallet may answer in a test: sign, or refuse as a user would (EIP-1193 4001). */
export type WalletBehaviour = 'sign' | 'reject';

/**
 * Gives the page a real EIP-1193 wallet (`window.ethereum`) before any script runs. The key stays
 * in the test process: `personal_sign` calls out to viem's `signMessage` there through an exposed
 * function, so the signature is a real secp256k1 signature the gateway verifies.
 */
export async function injectWallet(
  page: Page,
  behaviour: WalletBehaviour = 'sign',
  privateKey = generatePrivateKey(),
): Promise<string> {
  const account = privateKeyToAccount(privateKey);
  await page.exposeFunction('__tidelineTestSign', (hex: `0x${string}`) =>
    account.signMessage({ message: { raw: hex } }),
  );
  await page.addInitScript(
    ({ address, rejects }) => {
      const sign = (window as unknown as { __tidelineTestSign: (hex: string) => Promise<string> })
        .__tidelineTestSign;
      const refusal = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
      Object.defineProperty(window, 'ethereum', {
        configurable: true,
        value: {
          async request({ method, params }: { method: string; params?: unknown[] }) {
            if (method === 'eth_requestAccounts') return [address];
            if (method === 'personal_sign') {
              if (rejects) throw refusal();
              return sign(String(params?.[0]));
            }
            throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
          },
        },
      });
    },
    { address: account.address.toLowerCase(), rejects: behaviour === 'reject' },
  );
  return account.address;
}

/** A signed-in person at the local OpenID provider. */
export interface IssuerAccount {
  subject: string;
  email: string;
  name: string;
}

export interface LocalOpenIdIssuer {
  issuer: string;
  clientId: string;
  /** The authorization requests the browser made, as the issuer received them. */
  requests: URL[];
  close(): Promise<void>;
}

/**
 * A minimal real OpenID provider for the implicit flow: discovery, a JWKS with a fresh RS256 key,
 * and an authorization endpoint that "signs in" `account` at once and returns the browser to the
 * registered redirect URI with a signed ID token (and our state) in the fragment, as Google does.
 */
export async function startOpenIdIssuer(
  account: IssuerAccount,
  clientId = 'tideline-web-e2e',
): Promise<LocalOpenIdIssuer> {
  const { exportJWK, generateKeyPair, SignJWT } = await import('jose');
  const { createServer } = await import('node:http');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e', alg: 'RS256', use: 'sig' };
  const requests: URL[] = [];
  let issuer = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      json({ issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/authorize` });
    } else if (url.pathname === '/jwks') {
      json({ keys: [jwk] });
    } else if (url.pathname === '/authorize') {
      requests.push(url);
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      void new SignJWT({
        email: account.email,
        email_verified: true,
        name: account.name,
        nonce: url.searchParams.get('nonce'),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'e2e' })
        .setIssuer(issuer)
        .setAudience(url.searchParams.get('client_id') ?? '')
        .setSubject(account.subject)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey)
        .then((idToken) => {
          const fragment = new URLSearchParams({
            id_token: idToken,
            state: url.searchParams.get('state') ?? '',
          });
          response.writeHead(302, { location: `${redirectUri}#${fragment.toString()}` });
          response.end();
        });
    } else {
      response.writeHead(404);
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('issuer has no port');
  issuer = `http://127.0.0.1:${address.port}`;
  return {
    issuer,
    clientId,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
