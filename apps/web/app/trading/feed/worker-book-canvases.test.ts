import { describe, expect, it } from 'vitest';
import { BOOK_ROW_HEIGHT, type BookPaintStyle } from '../book/book-painter.ts';
import { recordingContext } from '../book/recording-book-context.ts';
import type { ShownBook, ShownLevel } from './shown-book.ts';
import { createWorkerBookCanvases, type PaintableCanvas } from './worker-book-canvases.ts';

function fakeCanvas() {
  const recording = recordingContext();
  const canvas: PaintableCanvas = { width: 300, height: 150, getContext: () => recording.context };
  const texts = () => recording.calls.filter((call) => call.op === 'fillText').map((call) => call.args[0]);
  return { canvas, recording, texts };
}

const level = (price: string): ShownLevel => ({
  price,
  priceText: price,
  sizeText: '1',
  totalText: '1',
  ratio: 0.5,
});
const BOOK: ShownBook = {
  bids: [level('99'), level('98')],
  asks: [level('101'), level('102')],
  spreadText: '2 (2.00%)',
  midText: '100.0',
};
const STYLE: BookPaintStyle = {
  width: 200,
  height: 2 * BOOK_ROW_HEIGHT,
  scale: 2,
  rtl: false,
  font: '400 12px sans-serif',
  text: '#fff',
  sideColour: '#0f0',
  ownColour: '#ff0',
};

describe('the book drawn in the depth worker', () => {
  it('draws nothing until the side has its style and the view its rows', () => {
    const bids = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('bids', 1, bids.canvas);
    expect(canvases.paint(BOOK)).toBeGreaterThanOrEqual(0);
    expect(bids.texts()).toEqual([]);
    canvases.restyle('bids', STYLE);
    expect(bids.texts()).toEqual([]);
    canvases.setView(2, { bids: [], asks: [] });
    // Bids best first: price, amount, total of each row.
    expect(bids.texts()).toEqual(['99', '1', '1', '98', '1', '1']);
  });

  it('sizes the backing store for the pixel ratio', () => {
    const asks = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('asks', 1, asks.canvas);
    canvases.restyle('asks', STYLE);
    expect([asks.canvas.width, asks.canvas.height]).toEqual([400, 4 * BOOK_ROW_HEIGHT]);
  });

  it('draws asks worst first and marks the own levels the page sent', () => {
    const asks = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('asks', 7, asks.canvas);
    canvases.restyle('asks', STYLE);
    canvases.setView(2, { bids: [], asks: ['101'] });
    canvases.paint(BOOK);
    expect(asks.texts().slice(-6)).toEqual(['102', '1', '1', '101', '1', '1']);
    const marks = asks.recording.calls.filter((call) => call.op === 'fillRect' && call.fillStyle === '#ff0');
    // One mark, on the second row (101, the best ask, next to the middle).
    expect(marks.at(-1)?.args[1]).toBe(BOOK_ROW_HEIGHT + BOOK_ROW_HEIGHT / 4);
  });

  it('keeps a handed-over canvas under its id until the page forgets it', () => {
    const bids = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('bids', 3, bids.canvas);
    canvases.restyle('bids', STYLE);
    canvases.setView(2, { bids: [], asks: [] });
    canvases.paint(BOOK);
    expect(bids.texts().length).toBe(6);
    // Detached (the page is remaking its rows), the side is not drawn.
    canvases.detach('bids');
    canvases.paint(BOOK);
    expect(bids.texts().length).toBe(6);
    // The same element comes back (its rows remade): named by id alone, it is drawn again.
    canvases.attach('bids', 3);
    canvases.restyle('bids', STYLE);
    expect(bids.texts().length).toBe(12);
    canvases.forget(3);
    expect(canvases.held).toBe(0);
    canvases.paint(BOOK);
    expect(bids.texts().length).toBe(12);
  });

  it('stops showing the old pair once the pair changes', () => {
    const bids = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('bids', 1, bids.canvas);
    canvases.setView(2, { bids: [], asks: [] });
    canvases.paint(BOOK);
    canvases.clear();
    canvases.restyle('bids', STYLE);
    expect(bids.texts()).toEqual([]);
  });

  it('draws the spread and mid line with the labels the page sent, and each new book into it', () => {
    const figures = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('figures', 5, figures.canvas);
    canvases.restyle('figures', { ...STYLE, height: 20 });
    canvases.setView(2, { bids: [], asks: [] }, { spread: 'Spread', mid: 'Mid' });
    expect(figures.texts()).toEqual([]);
    canvases.paint(BOOK);
    expect(figures.texts()).toEqual(['Spread', '2 (2.00%)', '100.0', 'Mid']);
    canvases.paint({ ...BOOK, spreadText: '1 (1.00%)', midText: '100.5' });
    expect(figures.texts().slice(-4)).toEqual(['Spread', '1 (1.00%)', '100.5', 'Mid']);
  });

  it('names the level it draws in a row, what a pointer on that row picks', () => {
    const asks = fakeCanvas();
    const canvases = createWorkerBookCanvases<PaintableCanvas>();
    canvases.attach('asks', 9, asks.canvas);
    canvases.setView(2, { bids: [], asks: [] });
    canvases.paint(BOOK);
    // Not drawn yet (no style): nothing is named, the page picks what its row says.
    expect(canvases.drawnPrice('asks', 0)).toBeUndefined();
    canvases.restyle('asks', STYLE);
    // Asks top to bottom worst first; a side it does not hold, or a row past the view, names nothing.
    expect([0, 1, 2].map((row) => canvases.drawnPrice('asks', row))).toEqual(['102', '101', undefined]);
    expect(canvases.drawnPrice('bids', 0)).toBeUndefined();
    canvases.paint({ ...BOOK, asks: [level('100.5'), level('101')] });
    expect(canvases.drawnPrice('asks', 1)).toBe('100.5');
  });
});
