// A jsdom "browser" for the widget benches: imported first, before React and the widget libraries,
// which read browser globals when they load. Measures the production builds, as users run them.
import { JSDOM } from 'jsdom';

process.env.NODE_ENV = 'production';

const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  pretendToBeVisual: true,
  url: 'http://localhost/',
});
export const win = dom.window;
// React, antd and the virtualisers read browser globals; expose the jsdom window's as Node's.
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in globalThis) continue;
  Object.defineProperty(globalThis, key, { configurable: true, get: () => Reflect.get(win, key) });
}
// jsdom has no layout: media queries never match (so every widget renders its desktop form) and
// resize observers never fire.
Object.assign(win, {
  matchMedia: (media: string) => ({
    media,
    matches: false,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }),
});
class InertResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: InertResizeObserver });
Object.assign(win, { ResizeObserver: InertResizeObserver });

/**
 * Ends a widget bench once it has printed. The jsdom window's timers and the message ports the
 * widget libraries' schedulers open would keep the process alive for ever, so the window is closed
 * and the process leaves with the exit code the bench set (stdout to a pipe or file is written
 * synchronously on Linux, so nothing printed is lost).
 */
export function closeBrowser(): never {
  win.close();
  process.exit();
}
