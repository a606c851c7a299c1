import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { OidcProviderSettings } from '../../config.ts';

export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string;
}

interface Discovery {
  issuer: string;
  jwks_uri: string;
  authorization_endpoint?: string;
}

interface DiscoveredKeys {
  issuer: string;
  getKey: JWTVerifyGetKey;
  authorizationEndpoint: string | null;
}

/**
 * Verifies ID tokens of one OpenID provider (Google, Apple or any compliant issuer): signature
 * against the issuer's published keys (found through discovery), issuer, audience and expiry.
 */
export class OidcVerifier {
  private keys: Promise<DiscoveredKeys> | undefined;

  constructor(private readonly settings: OidcProviderSettings) {}

  get clientId(): string {
    return this.settings.clientId;
  }

  private async discover(): Promise<DiscoveredKeys> {
    const url = `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status} ${url}`);
    const discovery = (await response.json()) as Discovery;
    return {
      issuer: discovery.issuer,
      getKey: createRemoteJWKSet(new URL(discovery.jwks_uri)),
      authorizationEndpoint: discovery.authorization_endpoint ?? null,
    };
  }

  /** Discovery once, retried on the next call after a failure. */
  private discovered(): Promise<DiscoveredKeys> {
    this.keys ??= this.discover().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  /** Where a browser is sent to sign in with this provider (the issuer's published authorization endpoint). */
  async authorizationEndpoint(): Promise<string | null> {
    return (await this.discovered()).authorizationEndpoint;
  }

  async verify(idToken: string): Promise<OidcIdentity> {
    const { issuer, getKey } = await this.discovered();
    const { payload } = await jwtVerify(idToken, getKey, { issuer, audience: this.settings.clientId });
    if (!payload.sub) throw new Error('ID token without subject');
    const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
    const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
    const name = typeof payload.name === 'string' ? payload.name : null;
    return {
      subject: payload.sub,
      email,
      emailVerified,
      displayName: name ?? email?.split('@')[0] ?? payload.sub,
    };
  }
}
