/** Spec §3 `showasset`: with figures hidden every amount reads as this instead. */
export const HIDDEN_FIGURE = '******';

/** The figure when figures are shown, else the mask; the mask never reveals the figure's length. */
export function maskFigure(text: string, shown: boolean): string {
  return shown ? text : HIDDEN_FIGURE;
}
