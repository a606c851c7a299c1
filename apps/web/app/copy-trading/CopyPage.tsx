import { productFrame } from '../shell/product-frame.tsx';
import { useCopyText } from './i18n/use-copy-text.ts';
import './copy-trading.css';

/** The copy-trading pages' frame, sign-in prompt, query states and table, in the section's words. */
const frame = productFrame({
  useText: useCopyText,
  pages: [
    { to: '/copytrading', label: 'navTraders' },
    { to: '/order/mcp', label: 'navCopies' },
    { to: '/record/mcp', label: 'navRecords' },
    { to: '/copytrading/lead', label: 'navLead' },
  ],
  prefix: 'copy',
});

export const CopyPage = frame.Page;
export const SignInPrompt = frame.SignInPrompt;
export const QueryState = frame.QueryState;
export const CopyTable = frame.Table;
