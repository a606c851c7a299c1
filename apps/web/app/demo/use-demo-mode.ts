import { enterDemo, leaveDemo } from '@tideline/core/demo-mode';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { browserStorage } from './browser-storage.ts';
import {
  announceDemoFlagChange,
  demoFlagServerSnapshot,
  demoFlagSnapshot,
  subscribeDemoFlag,
} from './demo-flag-store.ts';

export interface DemoMode {
  active: boolean;
  /** Spec §4: sets the flag and opens the locale-prefixed demo page. */
  enter: () => void;
  /** Spec §4: clears the flag and reloads, so every screen refetches real-account data. */
  leave: () => void;
}

export function useDemoMode(): DemoMode {
  const active = useSyncExternalStore(subscribeDemoFlag, demoFlagSnapshot, demoFlagServerSnapshot);
  const { locale } = usePageLocale();
  const navigate = useNavigate();
  const enter = useCallback(() => {
    enterDemo({
      storage: browserStorage,
      locale,
      navigate: (href) => {
        announceDemoFlagChange();
        void navigate(href);
      },
    });
  }, [locale, navigate]);
  const leave = useCallback(
    () => leaveDemo({ storage: browserStorage, reload: () => window.location.reload() }),
    [],
  );
  return { active, enter, leave };
}
