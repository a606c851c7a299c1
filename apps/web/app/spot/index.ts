// Spot's public interface: what another product builds on. Margin trading is the spot pair's
// market with borrowing, so it reuses spot's order model, its texts and its account query keys;
// it imports them from here, never from spot's folders (docs/ARCHITECTURE.md, "trading kit").
export { orderProblemText } from './components/order-problem-text.ts';
export { spotFootWords, spotLayoutLabels, spotSideOptions } from './components/spot-words.ts';
export { useSpotText } from './i18n/use-spot-text.ts';
export { accountKeys } from './model/account-keys.ts';
export type { SpotSymbol } from './model/market-types.ts';
export {
  type OrderFormError,
  type OrderFormValues,
  type OrderSide,
  orderErrors,
} from './model/order-form-model.ts';
export {
  type SpotFormAction,
  type SpotFormContext,
  type SpotFormState,
  type SpotFormSummary,
  spotOrderForm,
} from './model/spot-order-form.ts';
