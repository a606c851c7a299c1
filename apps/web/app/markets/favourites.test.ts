import { describe, expect, it } from 'vitest';
import { parseFavourites, serializeFavourites, toggleFavourite } from './favourites.ts';

describe('/markets favourites', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"spot:BTCUSDT":true}', []],
    ['["spot:BTCUSDT","futures:ETHUSDT"]', ['spot:BTCUSDT', 'futures:ETHUSDT']],
    ['["spot:BTCUSDT",7,"margin:BTCUSDT","spot:<b>"]', ['spot:BTCUSDT']],
  ])('reads %j as %j', (stored, expected) => {
    expect([...parseFavourites(stored)]).toEqual(expected);
  });

  it('stars, unstars and round-trips through storage text', () => {
    const starred = toggleFavourite(new Set(['spot:BTCUSDT']), 'futures:BTCUSDT');
    expect([...starred].sort()).toEqual(['futures:BTCUSDT', 'spot:BTCUSDT']);
    expect([...toggleFavourite(starred, 'spot:BTCUSDT')]).toEqual(['futures:BTCUSDT']);
    expect(parseFavourites(serializeFavourites(starred))).toEqual(starred);
  });
});
