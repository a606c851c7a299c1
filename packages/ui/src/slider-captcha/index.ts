export { SliderCaptcha, type SliderCaptchaLabels, type SliderCaptchaProps } from './slider-captcha.tsx';
export {
  type DragRecord,
  EMPTY_DRAG,
  KEY_FINE_STEP_PX,
  KEY_STEP_PX,
  recordMove,
  toValidation,
} from './slider-trajectory.ts';
