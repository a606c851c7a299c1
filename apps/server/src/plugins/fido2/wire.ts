import {
  type AuthenticationResponse,
  authenticationResponse,
  type fidoVerifyCode,
} from '@tideline/protocol/accounts/passkeys';
import type { z } from 'zod';

/** The `fidoVerifyCode` of a passkey login as the authentication response, or null when it is not one. */
export function readAuthenticationResponse(
  value: z.infer<typeof fidoVerifyCode>,
): AuthenticationResponse | null {
  if (typeof value !== 'string') return value;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = authenticationResponse.safeParse(json);
  return parsed.success ? parsed.data : null;
}
