import { describe, expect, it } from 'vitest';
import { OwnedMap } from './owned-map.ts';

interface Entry {
  readonly accountId: string;
  readonly name: string;
}

const entry = (accountId: string, name: string): Entry => ({ accountId, name });
const names = (entries: Iterable<Entry>) => [...entries].map((value) => value.name);

describe('OwnedMap: entries by key and by owning account, both in insertion order', () => {
  it("lists an account's entries in the order they were added, and only its own", () => {
    const map = new OwnedMap<number, Entry>();
    map.set(1, entry('a', 'a1'));
    map.set(2, entry('b', 'b1'));
    map.set(3, entry('a', 'a2'));
    map.set(4, entry('a', 'a3'));
    expect(names(map.readOwned('a'))).toEqual(['a1', 'a2', 'a3']);
    expect(names(map.ownedBy('b'))).toEqual(['b1']);
    expect(names(map.values())).toEqual(['a1', 'b1', 'a2', 'a3']);
    expect(map.size).toBe(4);
    expect(names(map.readOwned('nobody'))).toEqual([]);
    expect(map.ownedBy('nobody')).toEqual([]);
  });

  it('deletes from the front, the middle and the end, and empties an account', () => {
    const map = new OwnedMap<number, Entry>();
    for (const [key, name] of [
      [1, 'x'],
      [2, 'y'],
      [3, 'z'],
      [4, 'w'],
    ] as const)
      map.set(key, entry('a', name));
    map.delete(2);
    expect(names(map.readOwned('a'))).toEqual(['x', 'z', 'w']);
    map.delete(4);
    expect(names(map.readOwned('a'))).toEqual(['x', 'z']);
    map.delete(1);
    map.delete(1);
    map.delete(99);
    expect(names(map.readOwned('a'))).toEqual(['z']);
    map.delete(3);
    expect(names(map.readOwned('a'))).toEqual([]);
    expect(map.size).toBe(0);
    expect(map.has(3)).toBe(false);
    map.set(5, entry('a', 'v'));
    expect(names(map.readOwned('a'))).toEqual(['v']);
  });

  it('a new record for a key keeps its place; a record of another account moves there', () => {
    const map = new OwnedMap<string, Entry>();
    map.set('p', entry('a', 'p1'));
    map.set('q', entry('a', 'q1'));
    map.set('p', entry('a', 'p2'));
    expect(names(map.readOwned('a'))).toEqual(['p2', 'q1']);
    expect(map.get('p')?.name).toBe('p2');
    const same = map.get('q')!;
    map.set('q', same);
    expect(names(map.readOwned('a'))).toEqual(['p2', 'q1']);
    map.set('p', entry('b', 'p3'));
    expect(names(map.readOwned('a'))).toEqual(['q1']);
    expect(names(map.readOwned('b'))).toEqual(['p3']);
    expect(map.size).toBe(2);
  });

  it('ownedBy is a copy: the map may change while it is walked', () => {
    const map = new OwnedMap<number, Entry>();
    map.set(1, entry('a', 'one'));
    map.set(2, entry('a', 'two'));
    const seen: string[] = [];
    for (const value of map.ownedBy('a')) {
      seen.push(value.name);
      map.delete(value.name === 'one' ? 1 : 2);
    }
    expect(seen).toEqual(['one', 'two']);
    expect(map.size).toBe(0);
  });
});
