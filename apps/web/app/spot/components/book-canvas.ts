import { type BookPaintStyle, paintBookSide, type SidePaint } from './book-painter.ts';

/** The side colours of the theme (`--color-up` for bids, `--color-down` for asks). */
const SIDE_COLOUR = { bids: ['--color-up', '#2ebd85'], asks: ['--color-down', '#f6465d'] } as const;

function cssVariable(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/**
 * One side's canvas: reads the theme, font, direction and size from the page once (again after a
 * resize), sizes the backing store for the screen's pixel ratio, and paints each book into it.
 */
export function createBookCanvas(canvas: HTMLCanvasElement, side: 'bids' | 'asks') {
  const context = canvas.getContext('2d');
  let style: BookPaintStyle | null = null;
  let last: SidePaint | null = null;

  function readStyle(): BookPaintStyle {
    const computed = getComputedStyle(canvas);
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const [colour, fallback] = SIDE_COLOUR[side];
    return {
      width,
      height,
      scale,
      rtl: computed.direction === 'rtl',
      font: `${computed.fontWeight} ${computed.fontSize} ${computed.fontFamily}`,
      text: cssVariable(computed, '--tl-color-text', '#eaecef'),
      sideColour: cssVariable(computed, colour, fallback),
      ownColour: cssVariable(computed, '--tl-color-warning', '#f0b90b'),
    };
  }

  function paint(next: SidePaint) {
    last = next;
    if (context === null) return;
    style ??= readStyle();
    paintBookSide(context, style, next);
  }

  // A new size (window, layout preference) re-reads the styles and draws the last book again.
  const observer = new ResizeObserver(() => {
    style = null;
    if (last !== null) paint(last);
  });
  observer.observe(canvas);

  return {
    paint,
    dispose: () => observer.disconnect(),
  };
}
