/** Local storage key of the starred markets (`marketKey`s), kept in this browser for anyone. */
export const FAVOURITES_STORAGE_KEY = 'tideline.markets.favourites';

const KEY_SHAPE = /^(spot|futures):[A-Z0-9]{2,20}$/;

/** The stored favourites; anything unreadable or malformed is dropped, never thrown. */
export function parseFavourites(stored: string | null): Set<string> {
  if (stored === null) return new Set();
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return new Set();
    return new Set(value.filter((item): item is string => typeof item === 'string' && KEY_SHAPE.test(item)));
  } catch {
    return new Set();
  }
}

export function serializeFavourites(favourites: ReadonlySet<string>): string {
  return JSON.stringify([...favourites].sort());
}

/** A new set with `key` starred if it was not, unstarred if it was. */
export function toggleFavourite(favourites: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(favourites);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
