import { z } from 'zod';
import { decimalString, patternString } from '../request-fields.ts';
import { spotAsset } from './asset-code.ts';

/** Deposits, withdrawals and transfers of the spot account (docs/protocol-markets.md §4). */

/** `GET /v1/asset/deposit/address`: where coins of an asset are sent; a memo where the chain needs one. */
export const depositAddress = z.object({
  asset: z.string(),
  network: z.string(),
  address: z.string(),
  memo: z.string().nullable(),
});
export type DepositAddressWire = z.infer<typeof depositAddress>;

export const simulateDepositBody = z.strictObject({ asset: spotAsset, amount: decimalString });

/** A family member's user id, as a decimal string or a JSON number. */
const memberId = z.union([z.string().regex(/^\d{1,10}$/), z.number().int().positive()]).transform(Number);

export const transferBody = z.strictObject({ toUserId: memberId, asset: spotAsset, amount: decimalString });

/** A withdrawal with its second factor: the Google code when bound, else an e-mail or SMS code. */
export const withdrawBody = z.strictObject({
  asset: spotAsset,
  amount: decimalString,
  address: patternString(/^[A-Za-z0-9:_-]{8,128}$/, 'hint.withdrawAddress'),
  googleCode: z.string().optional(),
  emailCode: z.string().optional(),
  mobileCode: z.string().optional(),
});
