import { demoRedirectTarget, onDemoFlagChange } from '@tideline/core/demo-mode';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Keeps demo mode inside its allowed pages (spec §2): any other page is replaced by BTC/USDT spot
 * in the current locale. A flag change in another tab reloads this one, or sends it to spot when
 * the page it shows is not allowed in demo mode (spec §4).
 */
export function DemoModeGuard({ active }: { active: boolean }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();

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

  return null;
}
