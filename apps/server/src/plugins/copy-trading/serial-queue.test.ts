import { describe, expect, it } from 'vitest';
import { SerialQueue } from './serial-queue.ts';

describe('SerialQueue', () => {
  it('runs tasks one at a time in order, and a failure does not stop the next', async () => {
    const queue = new SerialQueue();
    const log: string[] = [];
    const slow = queue.run(async () => {
      log.push('a start');
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push('a end');
    });
    const failing = queue.run(async () => {
      log.push('b');
      throw new Error('b failed');
    });
    const last = queue.run(async () => {
      log.push('c');
      return 3;
    });
    await slow;
    await expect(failing).rejects.toThrow('b failed');
    expect(await last).toBe(3);
    await queue.idle();
    expect(log).toEqual(['a start', 'a end', 'b', 'c']);
  });
});
