import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = {
  id: 'tideline-test',
  secret: 'tideline-test-secret',
  redirectUri: 'http://127.0.0.1/callback',
};
/** A second relying party of the same issuer, standing in for the Apple client. */
export const OIDC_SECOND_CLIENT_ID = 'tideline-test-apple';

export interface LocalIssuer {
  issuer: string;
  /** Runs the authorization-code flow for `accountId` and returns the ID token the issuer signs. */
  idTokenFor(accountId: string, clientId?: string): Promise<string>;
  close(): Promise<void>;
}

/** A real OpenID provider (panva's oidc-provider) on an ephemeral port, with its development login pages. */
export async function startLocalIssuer(): Promise<LocalIssuer> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [OIDC_CLIENT.id, OIDC_SECOND_CLIENT_ID].map((clientId) => ({
      client_id: clientId,
      client_secret: OIDC_CLIENT.secret,
      redirect_uris: [OIDC_CLIENT.redirectUri],
      response_types: ['code'],
      grant_types: ['authorization_code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    findAccount: async (_ctx, accountId) => ({
      accountId,
      claims: async () => ({
        sub: accountId,
        email: `${accountId}@example.org`,
        email_verified: true,
        name: accountId,
      }),
    }),
    // The ID token itself carries the claims, as Google's and Apple's do.
    conformIdTokenClaims: false,
  });
  handler = provider.callback();

  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, issuer), {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };

  return {
    issuer,
    async idTokenFor(accountId, clientId = OIDC_CLIENT.id) {
      cookies.clear();
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const authorize = new URL('/auth', issuer);
      for (const [key, value] of Object.entries({
        client_id: clientId,
        response_type: 'code',
        scope: 'openid email profile',
        redirect_uri: OIDC_CLIENT.redirectUri,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        nonce: randomBytes(8).toString('hex'),
        state: randomBytes(8).toString('hex'),
      })) {
        authorize.searchParams.set(key, value);
      }
      let location = authorize.href;
      for (let step = 0; step < 10; step++) {
        if (location.startsWith(OIDC_CLIENT.redirectUri)) break;
        const response = await request(location);
        if (response.status >= 300 && response.status < 400) {
          location = new URL(response.headers.get('location') ?? '', issuer).href;
          continue;
        }
        const page = await response.text();
        const form = new URLSearchParams(
          page.includes('name="login"')
            ? { prompt: 'login', login: accountId, password: 'any' }
            : { prompt: 'consent' },
        );
        const submitted = await request(location, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        location = new URL(submitted.headers.get('location') ?? '', issuer).href;
      }
      const code = new URL(location).searchParams.get('code');
      if (!code) throw new Error(`the issuer did not return a code (ended at ${location})`);
      const token = await fetch(new URL('/token', issuer), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${OIDC_CLIENT.secret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: OIDC_CLIENT.redirectUri,
          code_verifier: verifier,
        }),
      });
      const tokens = (await token.json()) as { id_token?: string; error?: string };
      if (!tokens.id_token) throw new Error(`no ID token: ${JSON.stringify(tokens)}`);
      return tokens.id_token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
