import type { DepthLink } from '../feed/depth-link.ts';
import type { BookCanvasContext, BookPaintStyle } from './book-painter.ts';
import type { BookCanvasKind } from './book-sides.ts';

/**
 * The side colours of the theme (`--color-up` for bids, `--color-down` for asks); the spread and
 * mid line has none of its own.
 */
const SIDE_COLOUR = {
  bids: ['--color-up', '#2ebd85'],
  asks: ['--color-down', '#f6465d'],
  figures: ['--tl-color-text-secondary', '#8a8f98'],
} as const;
/** The text colour each canvas draws its figures in: the rows' text, the middle line's secondary. */
const TEXT_COLOUR = {
  bids: ['--tl-color-text', '#eaecef'],
  asks: ['--tl-color-text', '#eaecef'],
  figures: ['--tl-color-text-secondary', '#8a8f98'],
} as const;

function cssVariable(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/** The canvas's size, pixel ratio, direction, font and theme colours as the page lays it out now. */
function readBookStyle(canvas: HTMLCanvasElement, side: BookCanvasKind): BookPaintStyle {
  const computed = getComputedStyle(canvas);
  const [colour, fallback] = SIDE_COLOUR[side];
  const [text, textFallback] = TEXT_COLOUR[side];
  return {
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    scale: window.devicePixelRatio || 1,
    rtl: computed.direction === 'rtl',
    font: `${computed.fontWeight} ${computed.fontSize} ${computed.fontFamily}`,
    text: cssVariable(computed, text, textFallback),
    sideColour: cssVariable(computed, colour, fallback),
    ownColour: cssVariable(computed, '--tl-color-warning', '#f0b90b'),
  };
}

/** A drawing of one of the book's canvases, given its context and the style read from the page. */
export type BookDrawing = (context: BookCanvasContext, style: BookPaintStyle) => void;

/** A canvas of the book drawn on the page: `paint` draws into it. */
export interface BookCanvas {
  readonly paint: (drawing: BookDrawing) => void;
  readonly dispose: () => void;
}

/** A side's canvas handed to the depth worker, which draws it: the page only lets it go. */
export interface HandedOverCanvas {
  readonly dispose: () => void;
}

/**
 * One of the book's canvases drawn on the main thread (a browser that cannot hand a canvas to a
 * worker): reads the theme, font, direction and size once (again after a resize), sizes the
 * backing store for the screen's pixel ratio, and paints each book into it.
 */
export function createBookCanvas(canvas: HTMLCanvasElement, side: BookCanvasKind): BookCanvas {
  const context = canvas.getContext('2d');
  let style: BookPaintStyle | null = null;
  let last: BookDrawing | null = null;

  function paint(next: BookDrawing) {
    last = next;
    if (context === null) return;
    if (style === null) {
      style = readBookStyle(canvas, side);
      canvas.width = Math.round(style.width * style.scale);
      canvas.height = Math.round(style.height * style.scale);
    }
    next(context, style);
  }

  // A new size (window, layout preference) re-reads the styles and draws the last book again.
  const observer = new ResizeObserver(() => {
    style = null;
    if (last !== null) paint(last);
  });
  observer.observe(canvas);

  return { paint, dispose: () => observer.disconnect() };
}

/** Whether this browser can hand a canvas's drawing to a worker. */
export function canDrawInWorker(canvas: HTMLCanvasElement): boolean {
  return typeof canvas.transferControlToOffscreen === 'function';
}

/** Ids of the canvas elements already handed to a worker (an element can be handed over once). */
const handedOver = new WeakMap<HTMLCanvasElement, number>();
let nextCanvasId = 1;

/**
 * One of the book's canvases drawn by the depth worker (`feed/worker-book-canvases.ts`): the
 * element is handed over the first time, then only its style travels, on every resize and whenever
 * the book's rows are remade (theme, view).
 */
export function createWorkerBookCanvas(
  canvas: HTMLCanvasElement,
  side: BookCanvasKind,
  worker: Pick<DepthLink, 'post'>,
): HandedOverCanvas {
  const send = worker.post;
  const known = handedOver.get(canvas);
  const id = known ?? nextCanvasId++;
  if (known === undefined) {
    handedOver.set(canvas, id);
    const offscreen = canvas.transferControlToOffscreen();
    send({ type: 'canvas-attach', side, id, canvas: offscreen }, [offscreen]);
  } else {
    send({ type: 'canvas-attach', side, id });
  }
  const restyle = () => send({ type: 'canvas-style', side, style: readBookStyle(canvas, side) });
  restyle();
  const observer = new ResizeObserver(restyle);
  observer.observe(canvas);
  return {
    dispose() {
      observer.disconnect();
      send({ type: 'canvas-detach', side });
      // React removes an element after its effects are cleaned up: once it is gone from the page,
      // the worker lets go of its canvas too.
      window.setTimeout(() => {
        if (!canvas.isConnected) send({ type: 'canvas-forget', id });
      }, 0);
    },
  };
}
