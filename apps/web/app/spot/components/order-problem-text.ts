import { formatNumber } from '@tideline/core/format';
import type { SpotText } from '../i18n/use-spot-text.ts';
import type { SpotSymbol } from '../model/market-types.ts';
import type { OrderFormError } from '../model/order-form-model.ts';

/** An order form's problem in the spot section's words (the spot and margin order forms). */
export function orderProblemText(t: SpotText, symbol: SpotSymbol, problem: OrderFormError): string {
  switch (problem.key) {
    case 'priceTooHigh':
      return t('errorPriceTooHigh', { max: formatNumber(problem.max), coin: symbol.quoteCoin });
    case 'amountTooSmall':
      return t('errorAmountTooSmall', { min: formatNumber(problem.min), coin: symbol.baseCoin });
    case 'amountTooLarge':
      return t('errorAmountTooLarge', { max: formatNumber(problem.max), coin: symbol.baseCoin });
    case 'totalTooSmall':
      return t('errorTotalTooSmall', { min: formatNumber(problem.min), coin: symbol.quoteCoin });
    case 'insufficient':
      return t('errorInsufficient', { coin: problem.coin });
    case 'priceRequired':
      return t('errorPriceRequired');
    case 'triggerRequired':
      return t('errorTriggerRequired');
    case 'triggerTooHigh':
      return t('errorPriceTooHigh', { max: formatNumber(problem.max), coin: symbol.quoteCoin });
    case 'amountRequired':
      return t('errorAmountRequired');
  }
}
