import { describe, expect, it } from 'vitest';
import type { ShownLevel } from '../feed/shown-book.ts';
import {
  BAR_ALPHA,
  BOOK_ROW_HEIGHT,
  type BookPaintStyle,
  paintBookFigures,
  paintBookSide,
} from './book-painter.ts';
import { recordingContext } from './recording-book-context.ts';

const STYLE: BookPaintStyle = {
  width: 304,
  height: 3 * BOOK_ROW_HEIGHT,
  scale: 2,
  rtl: false,
  font: '400 12.8px sans-serif',
  text: '#eaecef',
  sideColour: '#2ebd85',
  ownColour: '#f0b90b',
};

function level(price: string, ratio: number): ShownLevel {
  return { price, priceText: price, sizeText: '0.5000', totalText: '1.5000', ratio };
}

describe('issue #9 order book side drawn on a canvas', () => {
  it('draws each row at its slot: price at the start in the side colour, amount and total at the column ends', () => {
    const { context, calls } = recordingContext();
    paintBookSide(context, STYLE, { levels: [level('100.00', 0.5), undefined, level('99.00', 1)], own: [] });
    expect(calls[0]).toMatchObject({ op: 'setTransform', args: [2, 0, 0, 2, 0, 0] });
    expect(calls[1]).toMatchObject({ op: 'clearRect', args: [0, 0, 304, 72] });
    const texts = calls.filter((call) => call.op === 'fillText');
    // Two rows of three figures; the empty slot draws nothing.
    expect(texts).toHaveLength(6);
    const [price, size, total] = texts;
    expect(price).toMatchObject({ args: ['100.00', 0, 12], fillStyle: '#2ebd85', textAlign: 'left' });
    // Three equal columns with 4 px gaps: (304 - 8) / 3 = 98.67 each; amount ends the second.
    expect(size?.args[1]).toBeCloseTo(2 * 98.6667 + 4, 2);
    expect(size).toMatchObject({ fillStyle: '#eaecef', textAlign: 'right' });
    expect(total).toMatchObject({ args: ['1.5000', 304, 12], textAlign: 'right' });
    expect(texts[3]?.args).toEqual(['99.00', 0, 2 * BOOK_ROW_HEIGHT + BOOK_ROW_HEIGHT / 2]);
  });

  it('draws depth bars from the end edge, as long as the ratio, faint under the figures', () => {
    const { context, calls } = recordingContext();
    paintBookSide(context, STYLE, { levels: [level('100.00', 0.25), level('99.00', 0)], own: [] });
    const bars = calls.filter((call) => call.op === 'fillRect');
    // A zero ratio draws no bar.
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({ args: [228, 0, 76, BOOK_ROW_HEIGHT], globalAlpha: BAR_ALPHA });
    // Texts are drawn opaque again.
    expect(calls.find((call) => call.op === 'fillText')?.globalAlpha).toBe(1);
  });

  it("marks the rows holding the trader's own orders at the start edge", () => {
    const { context, calls } = recordingContext();
    paintBookSide(context, STYLE, { levels: [level('100.00', 0), level('99.00', 0)], own: [false, true] });
    const marks = calls.filter((call) => call.op === 'fillRect');
    expect(marks).toEqual([
      expect.objectContaining({ args: [0, BOOK_ROW_HEIGHT + 6, 3, 12], fillStyle: '#f0b90b' }),
    ]);
  });

  it('mirrors right to left: price at the right edge, bars and figures from the left', () => {
    const { context, calls } = recordingContext();
    paintBookSide(context, { ...STYLE, rtl: true }, { levels: [level('100.00', 0.25)], own: [true] });
    const [bar, mark] = calls.filter((call) => call.op === 'fillRect');
    expect(bar?.args).toEqual([0, 0, 76, BOOK_ROW_HEIGHT]);
    expect(mark?.args).toEqual([301, 6, 3, 12]);
    const [price, , total] = calls.filter((call) => call.op === 'fillText');
    expect(price).toMatchObject({ args: ['100.00', 304, 12], textAlign: 'right' });
    expect(total).toMatchObject({ args: ['1.5000', 0, 12], textAlign: 'left' });
  });

  it('keeps a bar inside the row whatever ratio arrives', () => {
    const { context, calls } = recordingContext();
    paintBookSide(context, STYLE, { levels: [level('100.00', 3)], own: [] });
    expect(calls.find((call) => call.op === 'fillRect')?.args).toEqual([0, 0, 304, BOOK_ROW_HEIGHT]);
  });

  it('draws the spread and mid line: spread at the start edge, mid ending at the end edge, mirrored right to left', () => {
    const book = { spreadText: '0.01 (0.00%)', midText: '100.005' };
    const labels = { spread: 'Spread', mid: 'Mid' };
    const line = { ...STYLE, height: 20, text: '#8a8f98' };
    const ltr = recordingContext();
    paintBookFigures(ltr.context, line, book, labels);
    const texts = (calls: typeof ltr.calls) =>
      calls.filter((call) => call.op === 'fillText').map((call) => [...call.args, call.textAlign]);
    // The fake measures six pixels a character; a 4 px gap follows a label.
    expect(texts(ltr.calls)).toEqual([
      ['Spread', 0, 10, 'left'],
      ['0.01 (0.00%)', 40, 10, 'left'],
      ['100.005', 304, 10, 'right'],
      ['Mid', 304 - 42 - 4, 10, 'right'],
    ]);
    expect(
      ltr.calls.filter((call) => call.op === 'fillText').every((call) => call.fillStyle === '#8a8f98'),
    ).toBe(true);
    const rtl = recordingContext();
    paintBookFigures(rtl.context, { ...line, rtl: true }, book, labels);
    expect(texts(rtl.calls)).toEqual([
      ['Spread', 304, 10, 'right'],
      ['0.01 (0.00%)', 304 - 36 - 4, 10, 'right'],
      ['100.005', 0, 10, 'left'],
      ['Mid', 46, 10, 'left'],
    ]);
  });
});
