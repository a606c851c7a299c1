import { productFrame } from '../shell/product-frame.tsx';
import { useEarnText } from './i18n/use-earn-text.ts';
import './earn.css';

/** The earn pages' frame, sign-in prompt, query states and table, in the earn section's words. */
const frame = productFrame({
  useText: useEarnText,
  pages: [
    { to: '/earn', label: 'navProducts' },
    { to: '/earn/holdings', label: 'navHoldings' },
    { to: '/earn/history', label: 'navHistory' },
  ],
  prefix: 'earn',
});

export const EarnPage = frame.Page;
export const SignInPrompt = frame.SignInPrompt;
export const QueryState = frame.QueryState;
export const EarnTable = frame.Table;
