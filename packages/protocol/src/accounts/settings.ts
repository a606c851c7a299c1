import { z } from 'zod';
import { endpointQuery, wireTime } from '../endpoint.ts';
import { withFormatHint } from '../format-hint.ts';
import { patternString } from '../request-fields.ts';
import { userIdParam } from './fields.ts';

/**
 * The wire shapes of per-account settings: anti-phishing code, devices, login history, API keys.
 * A main account may name one of its sub-accounts by `userId` (the /subaccount/setting pages).
 */

export const accountQuery = endpointQuery({ userId: userIdParam.optional() });

export const antiPhishingRequest = z.strictObject({
  code: patternString(/^[A-Za-z0-9]{4,20}$/, 'hint.alphanumeric4to20'),
  userId: userIdParam.optional(),
});

export const antiPhishing = z.object({ userId: z.string(), code: z.string().nullable() });

export const device = z.object({
  id: z.number().int(),
  deviceId: z.string(),
  userAgent: z.string(),
  ip: z.string(),
  firstSeen: wireTime,
  lastSeen: wireTime,
});
export type Device = z.infer<typeof device>;

export const deviceList = z.object({ list: z.array(device) });

export const loginHistoryQuery = endpointQuery({
  userId: userIdParam.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const loginRecord = z.object({
  id: z.number().int(),
  time: wireTime,
  method: z.string(),
  success: z.boolean(),
  reason: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  deviceId: z.string().nullable(),
});
export type LoginRecord = z.infer<typeof loginRecord>;

export const loginHistory = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(loginRecord),
});

export const API_KEY_LIMIT = 30;
export const API_KEY_PERMISSIONS = ['read', 'trade', 'withdraw'] as const;
export const apiKeyPermission = z.enum(API_KEY_PERMISSIONS);
export type ApiKeyPermission = z.infer<typeof apiKeyPermission>;

const ipOrNetwork = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/** A new key's label, permissions and allow-list (an edit replaces all three, never the key pair). */
export const apiKeyRequest = z.strictObject({
  label: z.string().trim().min(1).max(32),
  permissions: z
    .array(apiKeyPermission)
    .min(1)
    .max(API_KEY_PERMISSIONS.length)
    .check(
      withFormatHint(
        z.refine<readonly unknown[]>((list) => new Set(list).size === list.length),
        'hint.noRepeats',
      ),
    ),
  ipAllowList: z.array(ipOrNetwork).max(20).default([]),
  userId: userIdParam.optional(),
});

/** A new key also gets its passphrase (Bitget v2 `ACCESS-PASSPHRASE`): 8 to 32 letters and digits. */
export const API_KEY_PASSPHRASE = /^[A-Za-z0-9]{8,32}$/;
export const createApiKeyRequest = apiKeyRequest.extend({
  passphrase: z.string().regex(API_KEY_PASSPHRASE),
});

export const apiKey = z.object({
  accessKey: z.string(),
  label: z.string(),
  permissions: z.array(apiKeyPermission),
  ipAllowList: z.array(z.string()),
  createTime: wireTime,
});
export type ApiKey = z.infer<typeof apiKey>;

export const apiKeyList = z.object({ list: z.array(apiKey) });

/** `:accessKey` of the calls that change or delete one key. */
export const apiKeyParams = z.strictObject({ accessKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const updatedApiKey = apiKey.omit({ createTime: true });
export const deletedApiKey = z.object({ accessKey: z.string() });

/** `:id` of a device the account forgets. */
export const deviceParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const forgottenDevice = z.object({ id: z.number().int(), sessionsEnded: z.number().int() });

/** The secret is answered only here, when the key is made. */
export const createdApiKey = apiKey.omit({ createTime: true }).extend({ secretKey: z.string() });
