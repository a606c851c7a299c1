import type { TradingLayoutLabels } from '../../trading/layout/TradingLayout.tsx';
import type { SpotText } from '../i18n/use-spot-text.ts';

// The shared trading kit's words on a spot pair's pages (spot and margin).

/** The layout's words on a spot pair's page (spot and margin). */
export function spotLayoutLabels(t: SpotText): TradingLayoutLabels {
  return {
    sections: t('sections'),
    chart: t('chart'),
    orderBook: t('orderBook'),
    recentTrades: t('recentTrades'),
    trade: t('trade'),
    buy: t('buy'),
    sell: t('sell'),
  };
}

/** The foot's words on a spot pair's form (spot and margin): Buy BTC or Sell BTC, and the sign-in prompt. */
export function spotFootWords(
  t: SpotText,
  baseCoin: string,
  side: 'buy' | 'sell',
): { submitLabel: string; texts: { prompt: string; logIn: string; signUp: string } } {
  return {
    submitLabel: side === 'buy' ? t('buyCoin', { coin: baseCoin }) : t('sellCoin', { coin: baseCoin }),
    texts: { prompt: t('logInPrompt'), logIn: t('logIn'), signUp: t('signUp') },
  };
}

/** The buy and sell choices of a spot pair's form (spot and margin). */
export function spotSideOptions(t: SpotText) {
  return [
    { value: 'buy' as const, label: t('buy'), tone: 'buy' as const },
    { value: 'sell' as const, label: t('sell'), tone: 'sell' as const },
  ];
}
