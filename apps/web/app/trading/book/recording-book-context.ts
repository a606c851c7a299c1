import type { BookCanvasContext } from './book-painter.ts';

// Tests only: a stand-in for a canvas's 2D context that keeps what was drawn.

export interface Call {
  op: string;
  args: unknown[];
  fillStyle: string;
  textAlign: string;
  globalAlpha: number;
}

/** A 2D context that records what is drawn, with the state each drawing was made in. */
export function recordingContext() {
  const calls: Call[] = [];
  const state = { fillStyle: '', font: '', textAlign: 'start', textBaseline: 'alphabetic', globalAlpha: 1 };
  const record =
    (op: string) =>
    (...args: unknown[]) =>
      calls.push({
        op,
        args,
        fillStyle: state.fillStyle,
        textAlign: state.textAlign,
        globalAlpha: state.globalAlpha,
      });
  const context = Object.assign(state, {
    clearRect: record('clearRect'),
    fillRect: record('fillRect'),
    fillText: record('fillText'),
    setTransform: record('setTransform'),
    // Six pixels a character: enough for the painter to place figures after their labels.
    measureText: (text: string) => ({ width: text.length * 6 }),
  }) as unknown as BookCanvasContext;
  return { context, calls, state };
}
