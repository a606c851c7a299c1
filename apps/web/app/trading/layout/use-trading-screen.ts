import { useIsNarrow } from '@tideline/ui';
import { useState } from 'react';
import type { CandleInterval } from '../market/market-types.ts';

/** A price picked in the order book; `nonce` changes with every pick, even of the same price. */
export interface PickedPrice {
  price: string;
  nonce: number;
}

/**
 * The state a trading screen's layout keeps (spot, margin, futures): the phone tab shown and the
 * last price picked in the book, which fills the order form and, on a phone, opens its tab.
 * `compact` (the embedded pages) keeps the phone layout at every width.
 */
export function useTradingScreen(compact: boolean): {
  narrow: boolean;
  picked: PickedPrice | null;
  pickPrice: (price: string) => void;
  phoneTab: string;
  setPhoneTab: (tab: string) => void;
} {
  const narrow = useIsNarrow() || compact;
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  const [phoneTab, setPhoneTab] = useState('chart');
  const pickPrice = (price: string) => {
    setPicked((previous) => ({ price, nonce: (previous?.nonce ?? 0) + 1 }));
    if (narrow) setPhoneTab('form');
  };
  return { narrow, picked, pickPrice, phoneTab, setPhoneTab };
}

/** The book's price step and the chart's interval a trading screen shows (chosen by the trader). */
export interface MarketView {
  step: string;
  onStepChange: (step: string) => void;
  interval: CandleInterval;
  onIntervalChange: (interval: CandleInterval) => void;
}

const DEFAULT_INTERVAL: CandleInterval = '15m';

/** The view's state, starting at the market's first step and the 15-minute chart. */
export function useMarketView(firstStep: string): MarketView {
  const [step, onStepChange] = useState(firstStep);
  const [interval, onIntervalChange] = useState<CandleInterval>(DEFAULT_INTERVAL);
  return { step, onStepChange, interval, onIntervalChange };
}
