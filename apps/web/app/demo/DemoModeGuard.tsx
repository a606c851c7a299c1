import { demoRedirectTarget, onDemoFlagChange } from '@tideline/core/demo-mode';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { useSessionUserId } from '../security/auth-session.ts';
import { syncTradeVenue } from './trade-venue.ts';

/**
 * Keeps demo mode inside its allowed pages (spec §2): any other page is replaced by BTC/USDT spot
 * in the current locale. A flag change in another tab reloads this one, or sends it to spot when
 * the page it shows is not allowed in demo mode (spec §4). A logged-in session trades on the venue
 * the flag names: when it does not (a login while in demo mode, a flag set without the menu), it
 * is switched and the page loads again with the right account's data and streams.
 */
export function DemoModeGuard({ active }: { active: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const loggedIn = useSessionUserId() !== null;

  useEffect(() => {
    if (!active) return;
    const target = demoRedirectTarget(pathname);
    if (target !== null) void navigate(target, { replace: true });
  }, [active, pathname, navigate]);

  useEffect(
    () =>
      onDemoFlagChange(window, ({ action }) => {
        if (action.type === 'reload') window.location.reload();
        else window.location.replace(action.href);
      }),
    [],
  );

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    syncTradeVenue(client, active).then(
      (result) => {
        if (current && result === 'switched') window.location.reload();
      },
      // An unreachable gateway leaves the session as it is; the next page load tries again.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, active, loggedIn]);

  return null;
}
