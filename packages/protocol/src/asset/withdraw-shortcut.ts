import { z } from 'zod';
import { wireDecimal, wireTime } from '../endpoint.ts';
import { patternString } from '../request-fields.ts';

/**
 * The withdraw no-password flag (spec §7, issue #30 item 1; docs/protocol-markets.md §4.1). A
 * withdrawal normally proves a second factor in its own body. With the flag on, a small one to an
 * address on the user's whitelist may leave without it: at most SHORTCUT_SINGLE_LIMIT_USDT each
 * and SHORTCUT_DAILY_LIMIT_USDT in any 24 hours, valued at the last USDT price. Turning the flag on
 * or off and adding an address are step-up calls (password and second factor on the server), so
 * what the flag skips was proved when the address and the flag were set.
 */

/** The most one withdrawal without a second factor may be worth, in USDT. */
export const SHORTCUT_SINGLE_LIMIT_USDT = '1000';
/** The most the withdrawals without a second factor of the last 24 hours may be worth, in USDT. */
export const SHORTCUT_DAILY_LIMIT_USDT = '5000';
/** The window the daily limit counts over, rolling. */
export const SHORTCUT_WINDOW_HOURS = 24;
/** Addresses a user may keep on the whitelist. */
export const WHITELIST_MAX_ADDRESSES = 20;
/** Characters of an address's label. */
export const WHITELIST_LABEL_MAX = 40;

/** The same address rule as a withdrawal's (funding.ts), so any withdrawable address can be listed. */
const whitelistAddress = patternString(/^[A-Za-z0-9:_-]{8,128}$/, 'hint.withdrawAddress');

export const whitelistEntry = z.object({
  id: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: wireTime,
});
export type WhitelistEntryWire = z.infer<typeof whitelistEntry>;

/** `GET /v1/asset/withdraw/settings`: the flag, its limits, what the window has used, the whitelist. */
export const withdrawSettings = z.object({
  noPassword: z.boolean(),
  singleLimitUsdt: wireDecimal,
  dailyLimitUsdt: wireDecimal,
  /** USDT value of the withdrawals that skipped the second factor in the last 24 hours. */
  usedUsdt: wireDecimal,
  whitelist: z.array(whitelistEntry),
});
export type WithdrawSettingsWire = z.infer<typeof withdrawSettings>;

export const whitelistAddBody = z.strictObject({
  address: whitelistAddress,
  /** Plain text; the gateway strips markup and control characters before it stores it. */
  label: z
    .string()
    .min(1)
    .max(WHITELIST_LABEL_MAX * 4),
});

export const whitelistRemoveBody = z.strictObject({ id: z.string().regex(/^[1-9]\d{0,17}$/) });

export const noPasswordBody = z.strictObject({ enabled: z.boolean() });
