import { createSafeStorage, type SafeStorage } from '@tideline/core/storage';

/** Local storage that never throws, also during server rendering where there is none. */
export const browserStorage: SafeStorage = createSafeStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
