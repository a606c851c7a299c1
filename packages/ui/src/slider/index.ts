export { Slider, type SliderProps } from './Slider.tsx';
export {
  fractionOf,
  pageStepOf,
  type SliderKey,
  type SliderRange,
  sliderKeyOf,
  snapToStep,
  valueAfterKey,
  valueAtFraction,
} from './slider-state.ts';
