import { type ReactNode, useSyncExternalStore } from 'react';
import { demoFlagServerSnapshot, demoFlagSnapshot, subscribeDemoFlag } from '../demo/demo-flag-store.ts';
import { productFrame } from '../shell/product-frame.tsx';
import { useCopyText } from './i18n/use-copy-text.ts';
import { type CopyPaths, copyPaths, DEMO_COPY_PATHS } from './model/copy-paths.ts';
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

/** In demo mode the pages §2 allows: the ranking under /order/mcp, no lead dashboard. */
const demoFrame = productFrame({
  useText: useCopyText,
  pages: [
    { to: DEMO_COPY_PATHS.ranking, label: 'navTraders' },
    { to: '/order/mcp', label: 'navCopies' },
    { to: '/record/mcp', label: 'navRecords' },
  ],
  prefix: 'copy',
});

/** Where the ranking and the profiles open: under /order/mcp while demo mode is on. */
export function useCopyPaths(): CopyPaths {
  return copyPaths(useSyncExternalStore(subscribeDemoFlag, demoFlagSnapshot, demoFlagServerSnapshot));
}

export function CopyPage(props: { path: string; signedInOnly: boolean; children: ReactNode }) {
  const demo = useCopyPaths() === DEMO_COPY_PATHS;
  return demo ? <demoFrame.Page {...props} /> : <frame.Page {...props} />;
}
export const SignInPrompt = frame.SignInPrompt;
export const QueryState = frame.QueryState;
export const CopyTable = frame.Table;
