import type { Dayjs } from './dayjs.ts';

/** How a panel marks its cells; supplied by the single, multiple and range pickers alike. */
export interface GridMarks {
  isSelected: (date: Dayjs) => boolean;
  isInRange?: (date: Dayjs) => boolean;
  rangeEdge?: (date: Dayjs) => 'start' | 'end' | 'both' | undefined;
}

export interface GridFocus {
  focused: Dayjs;
  takeFocus: boolean;
  onFocusChange: (date: Dayjs) => void;
}
