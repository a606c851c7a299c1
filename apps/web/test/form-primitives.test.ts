import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #20 item 3: choice groups, sliders and toggles come from @tideline/ui's accessible
// primitives (SegmentedControl, Slider, ToggleButton), not from hand-written markup in the app.
const APP = join(import.meta.dirname, '..', 'app');
const HAND_WRITTEN = [
  { pattern: /aria-pressed/, use: 'SegmentedControl (one of several) or ToggleButton (on/off)' },
  { pattern: /type=["']range["']/, use: 'Slider' },
];

const sources = readdirSync(APP, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|css)$/.test(file))
  .map((file) => ({ file, text: readFileSync(join(APP, file), 'utf8') }));

describe('issue #20 form primitives', () => {
  it.each(HAND_WRITTEN)('no file in apps/web/app writes $pattern by hand (use $use)', ({ pattern }) => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([]);
  });
});
