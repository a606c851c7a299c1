import { describe, expect, it } from 'vitest';
import { KeyedSerial } from './keyed-serial.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('KeyedSerial', () => {
  it('runs one key’s tasks in order, the next only after the previous settled', async () => {
    const serial = new KeyedSerial<number>();
    const log: string[] = [];
    const gate = deferred();
    const first = serial.run(1, async () => {
      log.push('first start');
      await gate.promise;
      log.push('first end');
    });
    const second = serial.run(1, async () => {
      log.push('second');
    });
    await Promise.resolve();
    expect(log).toEqual(['first start']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['first start', 'first end', 'second']);
  });

  it('does not hold another key’s tasks, and a failure does not stop the queue', async () => {
    const serial = new KeyedSerial<number>();
    const gate = deferred();
    const blocked = serial.run(1, () => gate.promise);
    const failed = serial.run(1, () => Promise.reject(new Error('no')));
    const after = serial.run(1, async () => 'after');
    expect(await serial.run(2, async () => 'other')).toBe('other');
    gate.resolve();
    await blocked;
    await expect(failed).rejects.toThrow('no');
    expect(await after).toBe('after');
    await new Promise((done) => setTimeout(done, 0));
    expect(serial.busyKeys).toBe(0);
  });
});
