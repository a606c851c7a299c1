import type { Decimal } from '@tideline/core/decimal';
import { MarginMode, type PositionDirection, PositionMode } from '@tideline/core/futures';
import { createForm, type FormMessage } from '../../trading/form/create-form.ts';
import { type FormMode, modeAfterPick, placedKind, valuingPrice } from '../../trading/form/order-type.ts';
import type {
  FuturesAccount,
  FuturesContract,
  FuturesPositionRow,
  FuturesSettings,
  OrderSide,
} from './futures-types.ts';
import {
  clearTriggerIfOutOfBounds,
  estimatedLiquidationPrice,
  largestSize,
  orderCost,
  type TriggerBoundsInput,
  type TriggerKind,
} from './order-estimate.ts';
import {
  clampLeverage,
  defaultSide,
  type FormSide,
  HEDGE_CLOSE_SIDES,
  HEDGE_OPEN_SIDES,
  missingField,
  ONE_WAY_SIDES,
  type OrderFormProblem,
  protectedDirection,
  sanitizeFuturesPrice,
  sanitizeFuturesSize,
  sideMeaning,
  sizeForPercent,
} from './order-form-model.ts';

// The futures order form as a pure model (trading/form/create-form.ts): sides by position mode,
// limit, market and trigger orders, leverage typed against the saved one (sent with the order, in
// the same engine command), TP/SL with the §5 clearing, and the summary: cost, largest size and
// the liquidation price the order would leave.

/** The leverage a contract starts at for every account (protocol-futures §3 settings). */
export const DEFAULT_LEVERAGE = 20;

export interface FuturesFormState {
  /** Hedge mode: the close tab instead of the open one. */
  closing: boolean;
  side: FormSide;
  mode: FormMode;
  price: string;
  size: string;
  triggerPrice: string;
  triggerBy: 'mark' | 'last';
  reduceOnly: boolean;
  percent: number;
  /** A typed leverage belongs to the saved one it was typed against: once a new one is saved it is dropped. */
  leverageDraft: { base: number; value: string };
  takeProfit: string;
  stopLoss: string;
  /** The TP/SL price just emptied for breaking its bounds, or null. */
  cleared: TriggerKind | null;
  message: FormMessage<OrderFormProblem> | null;
}

export interface FuturesFormContext {
  contract: FuturesContract;
  account: FuturesAccount | undefined;
  settings: FuturesSettings | undefined;
  /** This contract's open positions, and the others' (with their contracts) for cross estimates. */
  positions: readonly FuturesPositionRow[];
  others: readonly { position: FuturesPositionRow; contract: FuturesContract }[];
  /** Best ask for a buy, best bid for a sell, else the mark: prices a market order. */
  referencePrice: (buying: boolean) => string | undefined;
}

export type FuturesFormAction =
  | { type: 'closing'; closing: boolean }
  | { type: 'side'; side: FormSide }
  | { type: 'mode'; mode: FormMode }
  | { type: 'pick'; price: string }
  | { type: 'price'; raw: string }
  | { type: 'size'; raw: string }
  | { type: 'triggerPrice'; raw: string }
  | { type: 'triggerBy'; triggerBy: 'mark' | 'last' }
  | { type: 'reduceOnly'; reduceOnly: boolean }
  | { type: 'percent'; percent: number }
  | { type: 'leverage'; value: string }
  | { type: 'tpsl'; kind: TriggerKind; raw: string }
  /** A TP/SL field was left: emptied, with a notice, when it breaks the §5 bounds. */
  | { type: 'tpslLeft'; kind: TriggerKind }
  | { type: 'submit' }
  | { type: 'placed' }
  | { type: 'failed'; text: string };

export interface FuturesFormSummary {
  positionMode: PositionMode;
  marginMode: MarginMode;
  maxLeverage: number;
  savedLeverage: number;
  /** The leverage the order is placed at: the typed one (clamped), else the saved one. */
  leverage: number;
  /** What the leverage field shows. */
  leverageText: string;
  /** The sides the position mode offers, and the side shown (never one the mode lacks). */
  sides: readonly FormSide[];
  side: FormSide;
  orderSide: OrderSide;
  /** Limit or market: the order placed now, or at the trigger (a trigger without price is market). */
  kind: 'limit' | 'market';
  pricing: string;
  /** Not closing and not reduce-only: cost, TP/SL and the margin the order takes. */
  opening: boolean;
  cost: Decimal | null;
  maxSize: Decimal | null;
  liquidation: { direction: PositionDirection; price: string } | null;
  /** The TP/SL prices a submit would empty for breaking their bounds. */
  outOfBounds: TriggerKind[];
}

export const FUTURES_FORM_INITIAL: FuturesFormState = {
  closing: false,
  side: 'buy',
  mode: 'limit',
  price: '',
  size: '',
  triggerPrice: '',
  triggerBy: 'mark',
  reduceOnly: false,
  percent: 0,
  leverageDraft: { base: 0, value: '' },
  takeProfit: '',
  stopLoss: '',
  cleared: null,
  message: null,
};

function settingsOf(context: FuturesFormContext) {
  const { settings, account, contract } = context;
  return {
    positionMode: settings?.positionMode ?? account?.positionMode ?? PositionMode.OneWay,
    marginMode: settings?.marginMode ?? MarginMode.Cross,
    // Before the settings arrive (or signed out): the gateway's defaults and the first tier's maximum.
    maxLeverage: settings?.maxLeverage ?? Number(contract.riskTiers[0]?.maxLeverage ?? 1),
    savedLeverage: settings?.leverage ?? DEFAULT_LEVERAGE,
  };
}

function sidesOf(positionMode: PositionMode, closing: boolean): readonly FormSide[] {
  if (positionMode === PositionMode.OneWay) return ONE_WAY_SIDES;
  return closing ? HEDGE_CLOSE_SIDES : HEDGE_OPEN_SIDES;
}

/** A trigger order with a price places a limit order; without, a market order. */
function atTriggerOf(state: FuturesFormState): 'limit' | 'market' {
  return state.price === '' ? 'market' : 'limit';
}

function summarise(state: FuturesFormState, context: FuturesFormContext): FuturesFormSummary {
  const { contract, account } = context;
  const { positionMode, marginMode, maxLeverage, savedLeverage } = settingsOf(context);
  const draft = state.leverageDraft.base === savedLeverage ? state.leverageDraft.value : '';
  const leverage = draft === '' ? savedLeverage : clampLeverage(draft, maxLeverage);
  const sides = sidesOf(positionMode, state.closing);
  const side = sides.includes(state.side) ? state.side : defaultSide(positionMode, state.closing);
  const meaning = sideMeaning(side);
  const buying = meaning.side === 'buy';
  const atTrigger = atTriggerOf(state);
  const pricing = valuingPrice(state.mode, atTrigger, {
    price: state.price,
    triggerPrice: state.triggerPrice,
    market: context.referencePrice(buying),
  });
  const opening = !meaning.closing && !state.reduceOnly;
  const liquidation = estimatedLiquidationPrice({
    contract,
    side: meaning.side,
    closing: !opening,
    positionMode,
    marginMode,
    leverage,
    price: pricing,
    size: state.size,
    positions: context.positions,
    others: context.others,
    account,
  });
  const summary = {
    positionMode,
    marginMode,
    maxLeverage,
    savedLeverage,
    leverage,
    leverageText: draft === '' ? String(savedLeverage) : draft,
    sides,
    side,
    orderSide: meaning.side,
    kind: placedKind(state.mode, atTrigger),
    pricing,
    opening,
    cost: opening ? orderCost(pricing, state.size, leverage) : null,
    maxSize: largestSize(account, pricing, leverage, contract),
    liquidation,
    outOfBounds: [] as TriggerKind[],
  };
  summary.outOfBounds = opening
    ? (['takeProfit', 'stopLoss'] as const).filter((kind) => outOfBounds(state, summary, contract, kind))
    : [];
  return summary;
}

/** The bounds a TP/SL is judged by, or null while there is no price to judge by. */
export function tpslBounds(
  summary: Pick<FuturesFormSummary, 'pricing' | 'side' | 'marginMode' | 'liquidation'>,
  contract: FuturesContract,
  kind: TriggerKind,
): TriggerBoundsInput | null {
  if (summary.pricing === '') return null;
  return {
    kind,
    direction: protectedDirection(summary.side),
    marginMode: summary.marginMode,
    referencePrice: summary.pricing,
    liquidationPrice: summary.liquidation?.price ?? null,
    maxPrice: contract.maxPrice,
  };
}

function outOfBounds(
  state: FuturesFormState,
  summary: Pick<FuturesFormSummary, 'pricing' | 'side' | 'marginMode' | 'liquidation'>,
  contract: FuturesContract,
  kind: TriggerKind,
): boolean {
  const value = state[kind];
  const bounds = tpslBounds(summary, contract, kind);
  return value !== '' && bounds !== null && clearTriggerIfOutOfBounds(value, bounds) === '';
}

function futuresErrors(state: FuturesFormState): OrderFormProblem[] {
  const missing = missingField(state.mode, {
    price: state.price,
    size: state.size,
    triggerPrice: state.triggerPrice,
  });
  return missing === null ? [] : [missing];
}

function futuresReducer(
  state: FuturesFormState,
  action: FuturesFormAction,
  context: FuturesFormContext,
): FuturesFormState {
  const { contract } = context;
  switch (action.type) {
    case 'closing':
      return {
        ...state,
        closing: action.closing,
        side: defaultSide(settingsOf(context).positionMode, action.closing),
      };
    case 'side':
      return { ...state, side: action.side, message: null };
    case 'mode':
      return { ...state, mode: action.mode, message: null };
    case 'pick':
      return { ...state, mode: modeAfterPick(state.mode), price: action.price, message: null };
    case 'price':
      return { ...state, price: sanitizeFuturesPrice(action.raw, contract) };
    case 'triggerPrice':
      return { ...state, triggerPrice: sanitizeFuturesPrice(action.raw, contract) };
    case 'size':
      return { ...state, size: sanitizeFuturesSize(action.raw, contract), percent: 0 };
    case 'triggerBy':
      return { ...state, triggerBy: action.triggerBy };
    case 'reduceOnly':
      return { ...state, reduceOnly: action.reduceOnly };
    case 'percent': {
      const maxSize = summarise(state, context).maxSize;
      return {
        ...state,
        percent: action.percent,
        size: sizeForPercent(action.percent, maxSize?.toFixed() ?? null, contract),
      };
    }
    case 'leverage':
      return { ...state, leverageDraft: { base: settingsOf(context).savedLeverage, value: action.value } };
    case 'tpsl':
      return { ...state, [action.kind]: sanitizeFuturesPrice(action.raw, contract) };
    case 'tpslLeft':
      return outOfBounds(state, summarise(state, context), contract, action.kind)
        ? { ...state, [action.kind]: '', cleared: action.kind }
        : state;
    case 'submit': {
      const problem = futuresErrors(state)[0];
      if (problem !== undefined) return { ...state, cleared: null, message: { problem } };
      // §5: an out-of-bounds TP/SL is emptied with a notice, and the order is not sent yet.
      const cleared = summarise(state, context).outOfBounds;
      const next = { ...state, cleared: cleared.at(-1) ?? null, message: null };
      for (const kind of cleared) next[kind] = '';
      return next;
    }
    case 'placed':
      return { ...state, size: '', percent: 0, takeProfit: '', stopLoss: '' };
    case 'failed':
      return { ...state, message: { text: action.text } };
  }
}

export const futuresOrderForm = createForm<
  FuturesFormState,
  FuturesFormAction,
  FuturesFormContext,
  FuturesFormSummary,
  OrderFormProblem
>({
  initial: FUTURES_FORM_INITIAL,
  reducer: futuresReducer,
  summary: summarise,
  errors: futuresErrors,
});

/**
 * The place-order body of a valid form: TP/SL only on an opening order, and a leverage chosen but
 * not saved goes with the order, set in the same engine command (atomic with it).
 */
export function futuresOrderBody(state: FuturesFormState, summary: FuturesFormSummary, symbol: string) {
  const meaning = sideMeaning(summary.side);
  const triggerSetting = (value: string) =>
    value === '' || !summary.opening ? undefined : { triggerPrice: value, priceType: 'mark' as const };
  const takeProfit = triggerSetting(state.takeProfit);
  const stopLoss = triggerSetting(state.stopLoss);
  return {
    symbol,
    side: meaning.side,
    ...(meaning.positionSide === null ? {} : { positionSide: meaning.positionSide }),
    orderType: summary.kind,
    ...(summary.kind === 'limit' ? { price: state.price } : {}),
    size: state.size,
    reduceOnly: summary.positionMode === PositionMode.OneWay && state.reduceOnly,
    ...(state.mode === 'trigger'
      ? { trigger: { triggerPrice: state.triggerPrice, priceType: state.triggerBy } }
      : {}),
    ...(takeProfit ? { takeProfit } : {}),
    ...(stopLoss ? { stopLoss } : {}),
    ...(summary.leverage === summary.savedLeverage ? {} : { leverage: summary.leverage }),
  };
}
