import { productFrame } from '../shell/product-frame.tsx';
import { useMarginText } from './i18n/use-margin-text.ts';
import { MARGIN_LINKS } from './margin-links.ts';
import './margin.css';

/** The margin account pages' frame, sign-in prompt, query states and table, in margin's words. */
const frame = productFrame({
  useText: useMarginText,
  pages: [
    { to: MARGIN_LINKS.assets, label: 'navAccounts' },
    { to: MARGIN_LINKS.orders, label: 'navOrders' },
    { to: MARGIN_LINKS.records, label: 'navRecords' },
  ],
  prefix: 'margin',
});

export const MarginPage = frame.Page;
export const QueryState = frame.QueryState;
export const MarginTable = frame.Table;
