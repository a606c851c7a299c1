export { ImageViewer, type ImageViewerProps } from './ImageViewer.tsx';
export {
  MIN_SCALE,
  ROTATION_STEP_DEG,
  type ViewerAction,
  type ViewerState,
  viewerReducer,
  ZOOM_STEP,
} from './viewer-state.ts';
