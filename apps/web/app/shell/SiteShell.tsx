import { WidgetHost } from '@tideline/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoModeGuard } from '../demo/DemoModeGuard.tsx';
import { useDemoMode } from '../demo/use-demo-mode.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/** Header, main content and footer around every page, error pages included. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const demo = useDemoMode();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('a11y.skipToContent')}
      </a>
      <DemoModeGuard active={demo.active} />
      <Header demo={demo} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* Toasts, notifications, message boxes and loading masks render here, in the page's language. */}
      <WidgetHost />
    </>
  );
}
