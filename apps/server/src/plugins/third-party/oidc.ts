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
}

/**
 * Verifies ID tokens of one OpenID provider (Google, Apple or any compliant issuer): signature
 * against the issuer's published keys (found through discovery), issuer, audience and expiry.
 */
export class OidcVerifier {
  private keys: Promise<{ issuer: string; getKey: JWTVerifyGetKey }> | undefined;

  constructor(private readonly settings: OidcProviderSettings) {}

  private async discover(): Promise<{ issuer: string; getKey: JWTVerifyGetKey }> {
    const url = `${this.settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status} ${url}`);
    const discovery = (await response.json()) as Discovery;
    return { issuer: discovery.issuer, getKey: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
  }

  async verify(idToken: string): Promise<OidcIdentity> {
    this.keys ??= this.discover().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    const { issuer, getKey } = await this.keys;
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
