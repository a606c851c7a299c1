// @vitest-environment jsdom

import { beforeEach, describe, expect, it } from 'vitest';
import type { ShownBook, ShownLevel } from '../feed/shown-book.ts';
import { collectBookSlots, createBookWriter } from './book-writer.ts';

const LABELS = {
  rowName: (price: string) => `Use price ${price} in the order form`,
  yourOrderHere: 'Your order',
};
const NO_OWN = { bids: new Set<string>(), asks: new Set<string>() };

/** The book body as OrderBook renders it: empty, hidden slots and the two middle figures. */
function renderBody(rows: number): HTMLElement {
  const side = (kind: string) =>
    `<ol data-side="${kind}">${'<li style="visibility: hidden"><button><span></span><span></span><span></span></button></li>'.repeat(rows)}</ol>`;
  const body = document.createElement('div');
  body.innerHTML = `${side('asks')}<div><span data-book-figure="spread"></span><span data-book-figure="mid"></span></div>${side('bids')}`;
  document.body.replaceChildren(body);
  return body;
}

function level(price: string): ShownLevel {
  return { price, priceText: price, sizeText: '1.0000', totalText: '2.0000', ratio: 0.5 };
}

function book(bids: string[], asks: string[]): ShownBook {
  return { bids: bids.map(level), asks: asks.map(level), spreadText: '1.00 (0.01%)', midText: '100.500' };
}

const rowsOf = (body: HTMLElement, kind: string) => [
  ...body.querySelectorAll<HTMLElement>(`[data-side="${kind}"] > li`),
];

describe('issue #9 accessible book rows beneath the canvas', () => {
  let body: HTMLElement;
  beforeEach(() => {
    body = renderBody(3);
  });

  it('writes bids best first and asks best last, each row named by its price, empty slots kept hidden', () => {
    const writer = createBookWriter(collectBookSlots(body), LABELS);
    writer.write(book(['100.00', '99.00'], ['101.00']), NO_OWN);
    const bids = rowsOf(body, 'bids');
    expect(bids.map((row) => row.querySelector('span')?.textContent)).toEqual(['100.00', '99.00', '']);
    expect(bids.map((row) => row.style.visibility)).toEqual(['', '', 'hidden']);
    expect(bids[0]?.querySelector('button')?.getAttribute('aria-label')).toBe(
      'Use price 100.00 in the order form',
    );
    const asks = rowsOf(body, 'asks');
    // The best ask sits next to the middle: the last slot.
    expect(asks.map((row) => row.style.visibility)).toEqual(['hidden', 'hidden', '']);
    expect(asks[2]?.textContent).toBe('101.001.00002.0000');
  });

  it('writes a range of rows top to bottom (asks, then bids), so a refresh can be spread over frames', () => {
    const writer = createBookWriter(collectBookSlots(body), LABELS);
    expect(writer.rowCount).toBe(6);
    const next = book(['100.00', '99.00', '98.00'], ['101.00', '102.00', '103.00']);
    const prices = () =>
      [...rowsOf(body, 'asks'), ...rowsOf(body, 'bids')].map((row) => row.querySelector('span')?.textContent);
    writer.writeRows(next, NO_OWN, 0, 4);
    // Asks worst first, then the best bid; the rest wait for the next share.
    expect(prices()).toEqual(['103.00', '102.00', '101.00', '100.00', '', '']);
    writer.writeRows(next, NO_OWN, 4, 8);
    expect(prices()).toEqual(['103.00', '102.00', '101.00', '100.00', '99.00', '98.00']);
  });

  it("marks the rows holding the trader's own orders, and names them so", () => {
    const writer = createBookWriter(collectBookSlots(body), LABELS);
    writer.write(book(['100.00', '99.00'], []), { bids: new Set(['99.00']), asks: new Set() });
    const button = rowsOf(body, 'bids')[1]?.querySelector('button');
    expect(button?.dataset.own).toBe('true');
    expect(button?.getAttribute('aria-label')).toBe('Use price 99.00 in the order form. Your order');
    writer.write(book(['100.00', '99.00'], []), NO_OWN);
    expect(button?.dataset.own).toBeUndefined();
  });

  it('tells which price a row shows now, and forgets a row that emptied', () => {
    const writer = createBookWriter(collectBookSlots(body), LABELS);
    const first = rowsOf(body, 'bids')[0]?.querySelector('button') as HTMLElement;
    writer.write(book(['100.00'], []), NO_OWN);
    expect(writer.priceAt(first)).toBe('100.00');
    writer.write(book(['100.50'], []), NO_OWN);
    expect(writer.priceAt(first)).toBe('100.50');
    writer.write(book([], []), NO_OWN);
    expect(writer.priceAt(first)).toBeUndefined();
    expect(rowsOf(body, 'bids')[0]?.style.visibility).toBe('hidden');
  });

  it('keeps the text nodes it writes into, and writes the spread and mid', () => {
    const writer = createBookWriter(collectBookSlots(body), LABELS);
    writer.write(book(['100.00'], []), NO_OWN);
    const price = rowsOf(body, 'bids')[0]?.querySelector('span')?.firstChild;
    writer.write(book(['99.00'], []), NO_OWN);
    expect(rowsOf(body, 'bids')[0]?.querySelector('span')?.firstChild).toBe(price);
    expect(price?.textContent).toBe('99.00');
    writer.writeFigures(book(['99.00'], ['100.00']));
    expect(body.querySelector('[data-book-figure="spread"]')?.textContent).toBe('1.00 (0.01%)');
    expect(body.querySelector('[data-book-figure="mid"]')?.textContent).toBe('100.500');
  });
});
