import type { ShownBook, ShownLevel } from '../feed/shown-book.ts';
import type { OwnOrderLevels } from './own-order-levels.ts';

/** One row of the book as drawn: its button and the text nodes of its three figures. */
export interface BookRowSlot {
  readonly row: HTMLElement;
  readonly button: HTMLElement;
  readonly price: Text;
  readonly size: Text;
  readonly total: Text;
}

export interface BookSlots {
  /** Top to bottom as drawn: worst ask first, so the best ask sits next to the middle. */
  readonly asks: readonly BookRowSlot[];
  /** Top to bottom as drawn: best bid first. */
  readonly bids: readonly BookRowSlot[];
  readonly spread: Text | null;
  readonly mid: Text | null;
}

export interface BookRowLabels {
  /** The row's accessible name for a price: "Use price 95,000.00 in the order form". */
  rowName: (priceText: string) => string;
  /** Added to the name where the trader's own order rests. */
  yourOrderHere: string;
}

/** What a slot last showed, so a frame writes only what changed. */
interface Drawn {
  level: ShownLevel | null;
  mine: boolean;
}

/**
 * Writes a book into the accessible rows React rendered once (the buttons a click or a screen
 * reader reaches; the canvas above them is what the eye sees each frame). React owns the rows'
 * structure (view, row count); this owns their figures, and writes only what changed.
 */
export function createBookWriter(slots: BookSlots, labels: BookRowLabels) {
  const drawn = new Map<HTMLElement, Drawn>();
  let spreadText: string | null = null;
  let midText: string | null = null;

  function writeSlot(slot: BookRowSlot, level: ShownLevel | undefined, mine: boolean) {
    const before = drawn.get(slot.button);
    const next = level ?? null;
    if (before !== undefined && before.level === next && before.mine === mine) return;
    if (next === null) {
      if (before?.level !== null) slot.row.style.visibility = 'hidden';
      drawn.set(slot.button, { level: null, mine: false });
      return;
    }
    const last = before?.level ?? null;
    if (last === null) slot.row.style.visibility = '';
    if (last?.priceText !== next.priceText) slot.price.data = next.priceText;
    if (last?.sizeText !== next.sizeText) slot.size.data = next.sizeText;
    if (last?.totalText !== next.totalText) slot.total.data = next.totalText;
    if (before?.mine !== mine) {
      if (mine) slot.button.dataset.own = 'true';
      else delete slot.button.dataset.own;
    }
    if (last?.priceText !== next.priceText || before?.mine !== mine) {
      const name = labels.rowName(next.priceText);
      slot.button.setAttribute('aria-label', mine ? `${name}. ${labels.yourOrderHere}` : name);
    }
    drawn.set(slot.button, { level: next, mine });
  }

  /** Writes the slot at `index` of every row top to bottom: the asks, then the bids. */
  function writeAt(book: ShownBook, own: OwnOrderLevels, index: number) {
    const asks = slots.asks.length;
    if (index < asks) {
      const slot = slots.asks[index];
      const level = book.asks[asks - 1 - index];
      if (slot !== undefined) writeSlot(slot, level, level !== undefined && own.asks.has(level.price));
      return;
    }
    const slot = slots.bids[index - asks];
    const level = book.bids[index - asks];
    if (slot !== undefined) writeSlot(slot, level, level !== undefined && own.bids.has(level.price));
  }

  return {
    /** How many rows there are, both sides together. */
    rowCount: slots.asks.length + slots.bids.length,
    /** The rows: texts, names, own-order marks, empty slots. */
    write(book: ShownBook, own: OwnOrderLevels) {
      for (let index = 0; index < slots.asks.length + slots.bids.length; index += 1)
        writeAt(book, own, index);
    },
    /**
     * Rows `from` to `to` (exclusive) top to bottom, asks then bids: a refresh spread over a few
     * frames lays out a few rows in each rather than every row in one.
     */
    writeRows(book: ShownBook, own: OwnOrderLevels, from: number, to: number) {
      const end = Math.min(to, slots.asks.length + slots.bids.length);
      for (let index = Math.max(0, from); index < end; index += 1) writeAt(book, own, index);
    },
    /** The spread and mid between the sides as text (two nodes), at the rows' pace: the canvas shows each frame's. */
    writeFigures(book: ShownBook) {
      if (slots.spread !== null && spreadText !== book.spreadText) slots.spread.data = book.spreadText;
      if (slots.mid !== null && midText !== book.midText) slots.mid.data = book.midText;
      spreadText = book.spreadText;
      midText = book.midText;
    },
    /** The price a row's button shows now (what a click on it picks). */
    priceAt(button: HTMLElement): string | undefined {
      return drawn.get(button)?.level?.price;
    },
  };
}

export type BookWriter = ReturnType<typeof createBookWriter>;

/** The text node inside `element`, made if React rendered it empty. */
export function textNodeOf(element: Element): Text {
  const first = element.firstChild;
  if (first instanceof Text) return first;
  return element.appendChild(element.ownerDocument.createTextNode(''));
}

/** The slots of a book body React rendered: rows per side and the spread and mid figures. */
export function collectBookSlots(body: HTMLElement): BookSlots {
  const side = (kind: 'asks' | 'bids') =>
    [...body.querySelectorAll<HTMLElement>(`[data-side="${kind}"] > li`)].map((row): BookRowSlot => {
      const button = row.querySelector<HTMLElement>('button');
      const cells = button === null ? [] : [...button.querySelectorAll<HTMLElement>(':scope > span')];
      const [price, size, total] = cells.map(textNodeOf);
      if (button === null || price === undefined || size === undefined || total === undefined) {
        throw new Error('a book row lacks its button or figures');
      }
      return { row, button, price, size, total };
    });
  const figure = (name: string) => {
    const element = body.querySelector(`[data-book-figure="${name}"]`);
    return element === null ? null : textNodeOf(element);
  };
  return { asks: side('asks'), bids: side('bids'), spread: figure('spread'), mid: figure('mid') };
}
