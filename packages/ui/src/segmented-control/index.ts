export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentedOption,
} from './SegmentedControl.tsx';
export { tabStopIndex } from './segmented-state.ts';
