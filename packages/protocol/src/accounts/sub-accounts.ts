import { z } from 'zod';
import { wireTime } from '../endpoint.ts';
import { patternString } from '../request-fields.ts';
import { userIdParam } from './fields.ts';
import { accountKind } from './profile.ts';

/** The wire shapes of sub-accounts and of switching the session between a family's accounts (spec §6). */

export const createSubAccountRequest = z.strictObject({
  subName: patternString(/^[A-Za-z0-9_]{3,20}$/, 'hint.subName'),
});

export const subAccount = z.object({ userId: z.string(), subName: z.string(), createTime: wireTime });

export const subAccountList = z.object({
  mainUserId: z.string(),
  /** How many sub-accounts a main account may have. */
  limit: z.number().int().positive(),
  list: z.array(subAccount.extend({ current: z.boolean() })),
});
export type SubAccountList = z.infer<typeof subAccountList>;

export const switchAccountRequest = z.strictObject({ userId: userIdParam });

/** `demo: true` trades with the demo account, `false` with the real main account. */
export const switchTradeDemoRequest = z.strictObject({ demo: z.boolean() });

/** The account the new session acts as. */
export const switchedAccount = z.object({
  userId: z.string(),
  accountType: accountKind,
  terminal: z.enum(['web', 'app']),
});
