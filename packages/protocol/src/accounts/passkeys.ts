import { z } from 'zod';
import { wireTime } from '../endpoint.ts';
import { loginTicket } from './fields.ts';

/**
 * The wire shapes of passkeys (FIDO2 / WebAuthn, docs/protocol.md §3.6): the options the gateway
 * hands to `navigator.credentials`, and the JSON shapes @simplewebauthn/browser produces (WebAuthn
 * Level 3 `toJSON()`). The options list every field @simplewebauthn/server writes for this
 * gateway (the answer is serialised through them; it asks for no extensions); the responses' inner
 * objects are not strict, as browsers add fields of their own to these dictionaries.
 */

const base64url = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]+$/);

export const passkeyTransport = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(passkeyTransport).optional(),
});

const hints = z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional();

/** `PublicKeyCredentialCreationOptionsJSON`: what `navigator.credentials.create` is called with. */
export const registrationOptions = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.string().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints,
  attestation: z.string().optional(),
  attestationFormats: z.array(z.string()).optional(),
});

/** `PublicKeyCredentialRequestOptionsJSON`: what `navigator.credentials.get` is called with. */
export const authenticationOptions = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: z.string().optional(),
  hints,
});

export const registrationResponse = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(passkeyTransport).max(8).optional(),
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
 * object itself or as its JSON text (what a form body can carry).
 */
export const fidoVerifyCode = z.union([authenticationResponse, z.string().min(2).max(32_768)]);

export const finishRegistrationRequest = z.strictObject({
  credential: registrationResponse,
  label: z.string().trim().min(1).max(64).optional(),
});

export const passkeyOptionsRequest = z.strictObject({ loginTicket });

export const passkeyLoginRequest = z.strictObject({ loginTicket, fidoVerifyCode });

export const passkey = z.object({
  id: z.string(),
  label: z.string(),
  transports: z.array(passkeyTransport),
  createdAt: wireTime,
  lastUsedAt: wireTime.nullable(),
});

export const passkeyList = z.object({ credentials: z.array(passkey) });

export const passkeyAdded = z.object({ id: z.string() });

/** `:id` of the passkey to remove. */
export const passkeyParams = z.strictObject({ id: z.string().min(1).max(1_024) });
