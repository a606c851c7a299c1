import { expect, it } from 'vitest';
import { nextZIndex } from './z-index.ts';

it('§9 overlay z-index starts at 2000 and increases with each overlay', () => {
  expect(nextZIndex()).toBe(2000);
  expect(nextZIndex()).toBe(2001);
  expect(nextZIndex()).toBe(2002);
});
