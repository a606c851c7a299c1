import { createStore, isBrowser, uniqueId } from '../internal/store.ts';
import { nextZIndex } from '../internal/z-index.ts';
import { ensureHost } from '../widget-host/host-registry.ts';

/** Spec §4, §9: a closed mask fades for 300 ms before it is removed. */
export const LOADING_MASK_FADE_MS = 300;

export interface LoadingServiceOptions {
  /** Cover the viewport (default). Only one fullscreen mask exists at a time (spec §4). */
  fullscreen?: boolean;
  /** With `fullscreen: false`, the element to cover. */
  target?: HTMLElement;
  text?: string;
  /** CSS background of the mask, over the theme's default. */
  background?: string;
}

export interface ServiceMask {
  id: string;
  fullscreen: boolean;
  target?: HTMLElement;
  text?: string;
  background?: string;
  zIndex: number;
  state: 'open' | 'closed';
}

export interface LoadingHandle {
  close(): void;
  setText(text: string): void;
}

export const loadingMaskStore = createStore<readonly ServiceMask[]>([]);

/** The covered element becomes the mask's containing block. */
const TARGET_CLASS = 'tl-loading-parent';

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(id: string, change: Partial<ServiceMask>): void {
  loadingMaskStore.set((masks) => masks.map((mask) => (mask.id === id ? { ...mask, ...change } : mask)));
}

function closeMask(id: string): void {
  const mask = loadingMaskStore.get().find((item) => item.id === id);
  if (!mask || mask.state === 'closed') return;
  update(id, { state: 'closed' });
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      mask.target?.classList.remove(TARGET_CLASS);
      loadingMaskStore.set((masks) => masks.filter((item) => item.id !== id));
    }, LOADING_MASK_FADE_MS),
  );
}

function handleFor(id: string): LoadingHandle {
  return { close: () => closeMask(id), setText: (text) => update(id, { text }) };
}

/**
 * Shows a loading mask. A second fullscreen request while one is shown (or still fading out)
 * returns that same mask, so there is never more than one (spec §4, as Element UI's service).
 */
export function loadingService(options: LoadingServiceOptions = {}): LoadingHandle {
  if (!isBrowser()) return { close: () => {}, setText: () => {} };
  const fullscreen = options.fullscreen ?? !options.target;
  if (fullscreen) {
    const existing = loadingMaskStore.get().find((mask) => mask.fullscreen);
    if (existing) {
      clearTimeout(removalTimers.get(existing.id));
      removalTimers.delete(existing.id);
      update(existing.id, { state: 'open', text: options.text ?? existing.text });
      return handleFor(existing.id);
    }
  }
  ensureHost();
  const id = uniqueId('tl-loading');
  if (!fullscreen) options.target?.classList.add(TARGET_CLASS);
  loadingMaskStore.set((masks) => [
    ...masks,
    {
      id,
      fullscreen,
      target: fullscreen ? undefined : options.target,
      text: options.text,
      background: options.background,
      zIndex: nextZIndex(),
      state: 'open',
    },
  ]);
  return handleFor(id);
}
