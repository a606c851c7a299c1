import { describe, expect, it } from 'vitest';
import { SessionBoundSockets } from './session-bound-sockets.ts';

const socket = () => ({
  ended: false,
  terminate() {
    this.ended = true;
  },
});

describe('SessionBoundSockets', () => {
  it('ends the sockets of sessions the answer lacks, and keeps the live ones', async () => {
    const sockets = new SessionBoundSockets<ReturnType<typeof socket>>();
    const [a, b, c] = [socket(), socket(), socket()];
    sockets.add(a, 'live');
    sockets.add(b, 'revoked');
    sockets.add(c, 'live');
    let asked: string[] = [];
    await sockets.check(async (digests) => {
      asked = digests;
      return new Set(['live']);
    });
    expect(asked.sort()).toEqual(['live', 'revoked']);
    expect([a.ended, b.ended, c.ended]).toEqual([false, true, false]);
  });

  it('keeps a socket that opened while the query ran, though the answer does not name its session', async () => {
    const sockets = new SessionBoundSockets<ReturnType<typeof socket>>();
    const first = socket();
    sockets.add(first, 'one');
    let answer: (live: Set<string>) => void = () => {};
    const pending = sockets.check(() => new Promise((resolve) => (answer = resolve)));
    const late = socket();
    sockets.add(late, 'two');
    answer(new Set(['one']));
    await pending;
    expect([first.ended, late.ended]).toEqual([false, false]);
  });

  it('asks nothing when no socket is signed in, or once all have closed', () => {
    const sockets = new SessionBoundSockets<ReturnType<typeof socket>>();
    expect(sockets.check(async () => new Set())).toBeUndefined();
    const gone = socket();
    sockets.add(gone, 'x');
    sockets.delete(gone);
    expect(sockets.check(async () => new Set())).toBeUndefined();
  });
});
