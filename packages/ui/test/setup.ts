import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setTextsOutsideProvider } from '../src/i18n/widget-locale.tsx';
import { EN_TEXTS } from '../src/i18n/widget-texts.ts';

// Widgets rendered without a provider speak English in these tests, as in the gallery's default.
setTextsOutsideProvider(EN_TEXTS);

afterEach(() => cleanup());

/**
 * Testing Library drains pending work with a zero timeout and advances it through the global
 * `jest` when fake timers are on; give it Vitest's clock so user-event works with fake timers.
 */
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/**
 * jsdom has no layout, so media queries cannot be evaluated. Tests set the viewport width with
 * `setViewportWidth` and this polyfill answers `(max-width)` / `(min-width)` queries from it.
 */
let viewportWidth = 1024;
const listeners = new Set<() => void>();

function evaluate(query: string): boolean {
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && viewportWidth > Number(max[1])) return false;
  if (min && viewportWidth < Number(min[1])) return false;
  return Boolean(max || min);
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
  for (const notify of listeners) notify();
}

afterEach(() => setViewportWidth(1024));

if (typeof window !== 'undefined') {
  window.matchMedia = (query: string): MediaQueryList => {
    const changeListeners = new Map<EventListenerOrEventListenerObject, () => void>();
    const list: MediaQueryList = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        const notify = () => {
          const event = { matches: evaluate(query), media: query } as MediaQueryListEvent;
          if (typeof listener === 'function') listener(event);
          else listener.handleEvent(event);
        };
        changeListeners.set(listener, notify);
        listeners.add(notify);
      },
      removeEventListener: (_type: string, listener: EventListenerOrEventListenerObject) => {
        const notify = changeListeners.get(listener);
        if (notify) listeners.delete(notify);
        changeListeners.delete(listener);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
    return list;
  };
}
