export {
  LoadingMask,
  LoadingMaskOverlay,
  type LoadingMaskOverlayProps,
  type LoadingMaskProps,
  LoadingMaskViewport,
} from './LoadingMask.tsx';
export {
  LOADING_MASK_FADE_MS,
  type LoadingHandle,
  type LoadingServiceOptions,
  loadingService,
} from './loading-mask-store.ts';
