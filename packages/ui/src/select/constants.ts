/** Spec §9 dropdown constants. */
export type SelectSize = 'large' | 'medium' | 'standard' | 'small';

export const SELECT_HEIGHTS: Readonly<Record<SelectSize, number>> = {
  large: 48,
  medium: 40,
  standard: 32,
  small: 24,
};

export const SELECT_ICON_SIZES: Readonly<Record<SelectSize, number>> = {
  large: 16,
  medium: 14,
  standard: 14,
  small: 12,
};

export const REMOTE_DEBOUNCE_MS = 300;
export const LOCAL_DEBOUNCE_MS = 0;
export const BLUR_DELAY_MS = 50;
export const HOVER_RESET_MS = 300;
export const ACTION_SHEET_FILTER_DEBOUNCE_MS = 300;

const SEARCH_PX_PER_CHARACTER = 15;
const SEARCH_BASE_PX = 20;
const COLLAPSED_SEARCH_CAP_PX = 50;

/** Spec §9: in multiple mode the search box is 15 px per character plus 20, capped at 50 when tags are collapsed. */
export function multipleSearchWidth(characterCount: number, collapseTags: boolean): number {
  const width = characterCount * SEARCH_PX_PER_CHARACTER + SEARCH_BASE_PX;
  return collapseTags ? Math.min(width, COLLAPSED_SEARCH_CAP_PX) : width;
}

export function searchDebounceMs(remote: boolean): number {
  return remote ? REMOTE_DEBOUNCE_MS : LOCAL_DEBOUNCE_MS;
}
