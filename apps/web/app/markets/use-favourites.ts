import { useCallback, useEffect, useState } from 'react';
import { browserStorage } from '../demo/browser-storage.ts';
import {
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  serializeFavourites,
  toggleFavourite,
} from './favourites.ts';

/**
 * The starred markets of this browser, signed in or not. Read after hydration: the server has no
 * storage, so the first render shows none on both sides and the stars appear a moment later.
 */
export function useFavourites(): { favourites: ReadonlySet<string>; toggle: (key: string) => void } {
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    setFavourites(parseFavourites(browserStorage.get(FAVOURITES_STORAGE_KEY)));
  }, []);
  const toggle = useCallback((key: string) => {
    setFavourites((current) => {
      const next = toggleFavourite(current, key);
      browserStorage.set(FAVOURITES_STORAGE_KEY, serializeFavourites(next));
      return next;
    });
  }, []);
  return { favourites, toggle };
}
