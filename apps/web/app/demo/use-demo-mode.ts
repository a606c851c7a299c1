import { enterDemo, leaveDemo } from '@tideline/core/demo-mode';
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../api/ApiClientProvider.tsx';
import { isLoggedIn } from '../security/auth-session.ts';
import { usePageLocale } from '../shell/page-locale-context.tsx';
import { browserStorage } from './browser-storage.ts';
import {
  announceDemoFlagChange,
  demoFlagServerSnapshot,
  demoFlagSnapshot,
  subscribeDemoFlag,
} from './demo-flag-store.ts';
import { syncTradeVenue, type VenueSync } from './trade-venue.ts';

export interface DemoMode {
  active: boolean;
  /** Spec §4: sets the flag and opens the locale-prefixed demo page, trading on the demo venue. */
  enter: () => void;
  /** Spec §4: clears the flag and reloads, so every screen refetches real-account data. */
  leave: () => void;
}

export function useDemoMode(): DemoMode {
  const active = useSyncExternalStore(subscribeDemoFlag, demoFlagSnapshot, demoFlagServerSnapshot);
  const { locale } = usePageLocale();
  const navigate = useNavigate();
  const client = useApiClient();

  // The session moves first and the flag follows, so another tab reacting to the flag already
  // finds the session on the venue it needs and never switches it a second time.
  const moveSession = useCallback(
    (demo: boolean): Promise<VenueSync> =>
      isLoggedIn()
        ? syncTradeVenue(client, demo).catch((): VenueSync => 'unchanged')
        : Promise.resolve('unchanged'),
    [client],
  );

  const enter = useCallback(() => {
    void moveSession(true).then((moved) =>
      enterDemo({
        storage: browserStorage,
        locale,
        navigate: (href) => {
          announceDemoFlagChange();
          // A new session also needs new streams: a switched session loads the page afresh.
          if (moved === 'switched') window.location.assign(href);
          else void navigate(href);
        },
      }),
    );
  }, [locale, navigate, moveSession]);
  const leave = useCallback(() => {
    void moveSession(false).then(() =>
      leaveDemo({ storage: browserStorage, reload: () => window.location.reload() }),
    );
  }, [moveSession]);
  return { active, enter, leave };
}
