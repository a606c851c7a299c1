import type { ReactNode } from 'react';

/** One height for every account table of the trading pages, so switching tabs never moves the page. */
export const ACCOUNT_TABLE_HEIGHT = 260;

export interface AccountPanelTexts {
  signedOut: string;
  failed: string;
  loading: string;
}

/** A record's time as the account tables show it: `YYYY-MM-DD HH:mm:ss`, UTC. */
export function accountDateTime(ts: number): string {
  return new Date(ts).toISOString().replace('T', ' ').slice(0, 19);
}

/**
 * One tab of a trading page's account tables (spot and futures): the sign-in hint for a visitor,
 * the load error or the loading text until the tab's data has arrived, then the content.
 */
export function AccountPanel({
  signedIn,
  pending,
  failed,
  texts,
  children,
}: {
  signedIn: boolean;
  pending: boolean;
  failed: boolean;
  texts: AccountPanelTexts;
  children: ReactNode;
}) {
  if (!signedIn) return <p className="spot-state">{texts.signedOut}</p>;
  if (failed)
    return (
      <p className="spot-state" role="alert">
        {texts.failed}
      </p>
    );
  if (pending)
    return (
      <p className="spot-state" role="status">
        {texts.loading}
      </p>
    );
  return children;
}
