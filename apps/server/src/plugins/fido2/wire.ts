import { z } from 'zod';

// The JSON shapes @simplewebauthn/browser produces (WebAuthn Level 3 `toJSON()`). Inner objects are
// not strict: browsers add fields of their own to these dictionaries.
const base64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/);

const transport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export const registrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(transport).max(8).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const authenticationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export type AuthenticationResponse = z.infer<typeof authenticationResponse>;

/**
 * Spec §7 names the field `fidoVerifyCode`. It carries the authentication response either as the
 * object itself or as its JSON text (what a form body can carry); `readAuthenticationResponse`
 * accepts both.
 */
export const fidoVerifyCode = z.union([authenticationResponse, z.string().min(2).max(32_768)]);

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
