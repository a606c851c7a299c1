import { describe, expect, it } from 'vitest';
import { nextLeadStep } from './lead-styles.ts';

describe('nextLeadStep: issue #24 simulated leads with different styles', () => {
  it.each([
    ['trend, flat, opens long', 'trend', undefined, 0.1, 0.2, { action: 'open', direction: 'long' }],
    ['trend, flat, opens short', 'trend', undefined, 0.1, 0.7, { action: 'open', direction: 'short' }],
    ['trend, flat, waits', 'trend', undefined, 0.5, 0.2, { action: 'hold' }],
    [
      'trend, holding, closes',
      'trend',
      { direction: 'short' },
      0.05,
      0,
      { action: 'close', direction: 'short' },
    ],
    [
      'trend, holding, reduces half',
      'trend',
      { direction: 'long' },
      0.1,
      0,
      { action: 'reduce', fraction: 0.5 },
    ],
    ['trend, holding, adds', 'trend', { direction: 'long' }, 0.2, 0, { action: 'add', fraction: 0.5 }],
    ['trend, holding, holds', 'trend', { direction: 'long' }, 0.5, 0, { action: 'hold' }],
    ['scalp opens often', 'scalp', undefined, 0.55, 0.1, { action: 'open' }],
    ['scalp never adds', 'scalp', { direction: 'long' }, 0.59, 0, { action: 'reduce' }],
    ['scalp holds otherwise', 'scalp', { direction: 'long' }, 0.61, 0, { action: 'hold' }],
    ['swing reduces in halves', 'swing', { direction: 'long' }, 0.2, 0, { action: 'reduce', fraction: 0.5 }],
  ] as const)('%s', (_name, style, held, draw, sideDraw, expected) => {
    expect(nextLeadStep(style, held, draw, sideDraw)).toMatchObject(expected);
  });
});
