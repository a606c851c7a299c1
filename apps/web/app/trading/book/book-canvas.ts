import type { DepthWorkerRequest } from '../feed/depth-frames.ts';
import { type BookPaintStyle, paintBookSide, type SidePaint } from './book-painter.ts';
import type { BookSide } from './book-sides.ts';

/** The side colours of the theme (`--color-up` for bids, `--color-down` for asks). */
const SIDE_COLOUR = { bids: ['--color-up', '#2ebd85'], asks: ['--color-down', '#f6465d'] } as const;

function cssVariable(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/** The side's size, pixel ratio, direction, font and theme colours as the page lays it out now. */
function readBookStyle(canvas: HTMLCanvasElement, side: BookSide): BookPaintStyle {
  const computed = getComputedStyle(canvas);
  const [colour, fallback] = SIDE_COLOUR[side];
  return {
    width: canvas.clientWidth,
    height: canvas.clientHeight,
    scale: window.devicePixelRatio || 1,
    rtl: computed.direction === 'rtl',
    font: `${computed.fontWeight} ${computed.fontSize} ${computed.fontFamily}`,
    text: cssVariable(computed, '--tl-color-text', '#eaecef'),
    sideColour: cssVariable(computed, colour, fallback),
    ownColour: cssVariable(computed, '--tl-color-warning', '#f0b90b'),
  };
}

/** A side's canvas drawn on the page: `paint` draws a book into it. */
export interface BookCanvas {
  readonly paint: (side: SidePaint) => void;
  readonly dispose: () => void;
}

/** A side's canvas handed to the depth worker, which draws it: the page only lets it go. */
export interface HandedOverCanvas {
  readonly dispose: () => void;
}

/**
 * One side's canvas drawn on the main thread (a browser that cannot hand a canvas to a worker):
 * reads the theme, font, direction and size once (again after a resize), sizes the backing store
 * for the screen's pixel ratio, and paints each book into it.
 */
export function createBookCanvas(canvas: HTMLCanvasElement, side: BookSide): BookCanvas {
  const context = canvas.getContext('2d');
  let style: BookPaintStyle | null = null;
  let last: SidePaint | null = null;

  function paint(next: SidePaint) {
    last = next;
    if (context === null) return;
    if (style === null) {
      style = readBookStyle(canvas, side);
      canvas.width = Math.round(style.width * style.scale);
      canvas.height = Math.round(style.height * style.scale);
    }
    paintBookSide(context, style, next);
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
 * One side's canvas drawn by the depth worker (`feed/worker-book-canvases.ts`): the element is
 * handed over the first time, then only its style travels, on every resize and whenever the book's
 * rows are remade (theme, view).
 */
export function createWorkerBookCanvas(
  canvas: HTMLCanvasElement,
  side: BookSide,
  worker: Worker,
): HandedOverCanvas {
  const send = (request: DepthWorkerRequest, transfer: Transferable[] = []) =>
    worker.postMessage(request, transfer);
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
