import { authenticator } from 'otplib';

/** Google Authenticator codes: 30-second steps, one step of clock drift tolerated either way. */
const totp = authenticator.clone({ window: 1 });

export function newTotpSecret(): string {
  return totp.generateSecret();
}

export function totpUri(accountName: string, secret: string): string {
  return totp.keyuri(accountName, 'Tideline', secret);
}

export function checkTotp(code: string, secret: string): boolean {
  return /^\d{6}$/.test(code) && totp.check(code, secret);
}

export function currentTotp(secret: string): string {
  return totp.generate(secret);
}
