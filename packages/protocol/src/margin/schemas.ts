import { z } from 'zod';
import { endpointQuery, wireTime } from '../endpoint.ts';

/** Margin trading wire shapes (issue #23, docs/protocol-margin.md). */

export const MARGIN_MODES = ['cross', 'isolated'] as const;
export const MARGIN_SIDE_EFFECTS = ['normal', 'auto-borrow', 'auto-repay'] as const;
export const MARGIN_RISK_STATES = ['safe', 'warning', 'margin-call', 'liquidation'] as const;
export const MARGIN_RECORD_KINDS = [
  'transfer-in',
  'transfer-out',
  'borrow',
  'repay',
  'interest',
  'liquidation',
] as const;

/** A positive amount with at most 8 decimals; hostile shapes (1e300, -1, 0x10) fail here. */
export const marginAmount = z
  .string()
  .max(30)
  .regex(/^\d{1,20}(\.\d{1,8})?$/);
/** A margin pair, e.g. BTCUSDT (the gateway checks it is listed for margin). */
export const marginSymbol = z.string().regex(/^[A-Z0-9]{2,12}USDT$/);
export const marginAsset = z.string().regex(/^[A-Z0-9]{2,10}$/);
export const marginMode = z.enum(MARGIN_MODES);

/** Which margin account: the cross one, or the isolated one of `symbol`. */
const accountFields = { mode: marginMode, symbol: marginSymbol.optional() };

export const marginTransferBody = z.strictObject({
  ...accountFields,
  direction: z.enum(['in', 'out']),
  asset: marginAsset,
  amount: marginAmount,
});
export const marginLoanBody = z.strictObject({ ...accountFields, asset: marginAsset, amount: marginAmount });
export const marginAccountQuery = endpointQuery({ ...accountFields, asset: marginAsset });

export const marginPlaceBody = z.strictObject({
  ...accountFields,
  symbol: marginSymbol,
  side: z.enum(['buy', 'sell']),
  orderType: z.enum(['limit', 'market']),
  price: marginAmount.optional(),
  size: marginAmount.optional(),
  /** Market buys: the most quote to spend, instead of `size`. */
  funds: marginAmount.optional(),
  sideEffect: z.enum(MARGIN_SIDE_EFFECTS).default('normal'),
  clientOrderId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,36}$/)
    .optional(),
});
export const marginCancelBody = z.strictObject({
  ...accountFields,
  symbol: marginSymbol,
  orderNo: z.string().regex(/^\d{1,15}$/),
});
export const marginOrdersQuery = endpointQuery({
  ...accountFields,
  state: z.enum(['open', 'history']).default('open'),
});
export const marginRecordsQuery = endpointQuery({
  kind: z.enum(MARGIN_RECORD_KINDS).optional(),
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const marginAssetRow = z.object({
  asset: z.string(),
  /** Free to trade, transfer or repay with. */
  free: z.string(),
  /** Held by open orders. */
  locked: z.string(),
  borrowed: z.string(),
  interest: z.string(),
  /** free + locked - borrowed - interest. */
  net: z.string(),
});

export const marginAccount = z.object({
  mode: marginMode,
  /** The pair of an isolated account; null for cross. */
  symbol: z.string().nullable(),
  assets: z.array(marginAssetRow),
  /** In USDT. */
  totalAssetValue: z.string(),
  totalDebtValue: z.string(),
  /** Total asset value / (debt + interest); null when nothing is owed. */
  marginLevel: z.string().nullable(),
  riskState: z.enum(MARGIN_RISK_STATES),
  /** Isolated: the base asset's price at which the account is liquidated; null when none. */
  liquidationPrice: z.string().nullable(),
  leverage: z.number().int(),
  liquidating: z.boolean(),
});

export const marginAccounts = z.object({ cross: marginAccount, isolated: z.array(marginAccount) });

export const maxBorrowableAnswer = z.object({
  asset: z.string(),
  amount: z.string(),
  poolAvailable: z.string(),
});

export const marginOrder = z.object({
  orderNo: z.string(),
  mode: marginMode,
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  orderType: z.enum(['limit', 'market']),
  price: z.string().nullable(),
  size: z.string(),
  filled: z.string(),
  sideEffect: z.enum(MARGIN_SIDE_EFFECTS),
  /** Auto-borrow: what was borrowed to place it. */
  borrowed: z.string(),
  state: z.enum(['open', 'done']),
  createdAt: wireTime,
});

export const marginRecord = z.object({
  id: z.string(),
  kind: z.enum(MARGIN_RECORD_KINDS),
  mode: marginMode,
  symbol: z.string().nullable(),
  asset: z.string(),
  amount: z.string(),
  /** Repay and liquidation: the interest part of `amount`. */
  interest: z.string(),
  createdAt: wireTime,
});

export const marginRate = z.object({ asset: z.string(), dailyRate: z.string(), poolAvailable: z.string() });
export const marginInfo = z.object({
  pairs: z.array(z.object({ symbol: z.string(), isolatedLeverage: z.number().int() })),
  crossLeverage: z.number().int(),
  rates: z.array(marginRate),
  warningLevel: z.string(),
  marginCallLevel: z.string(),
  liquidationLevel: z.string(),
});
