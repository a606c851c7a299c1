import { WidgetHost } from '@tideline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoModeGuard } from '../demo/DemoModeGuard.tsx';
import { useDemoMode } from '../demo/use-demo-mode.ts';
import { MAIN_CONTENT_ID } from './SiteShell.tsx';
import './embedded-shell.css';

/**
 * The frame of a compact page inside an app's web view: no site header or footer (the app has its
 * own), content kept clear of the notch and the home indicator, demo mode guarded and shown as on
 * the site, and the widgets' host for toasts and dialogs.
 */
export function EmbeddedShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const demo = useDemoMode();
  return (
    <>
      <DemoModeGuard active={demo.active} />
      <main id={MAIN_CONTENT_ID} className="embedded-main" tabIndex={-1}>
        {demo.active ? (
          <p className="embedded-main__demo">
            <span className="demo-badge" data-testid="demo-badge">
              {t('demo.badge')}
            </span>
          </p>
        ) : null}
        {children}
      </main>
      <WidgetHost />
    </>
  );
}
