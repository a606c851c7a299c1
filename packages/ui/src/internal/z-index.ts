/** Spec §9: overlays stack from z-index 2000 upwards, the newest on top. */
export const BASE_Z_INDEX = 2000;

let next = BASE_Z_INDEX;

/** The first overlay gets 2000, each later one a higher value. */
export function nextZIndex(): number {
  const zIndex = next;
  next += 1;
  return zIndex;
}
