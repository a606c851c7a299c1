/** Spec §9: each zoom step changes the scale by 0.2; each rotation step turns 90 degrees. */
export const ZOOM_STEP = 0.2;
export const ROTATION_STEP_DEG = 90;
/** Element UI stops zooming out at this scale, so the image never vanishes. */
export const MIN_SCALE = 0.2;

export interface ViewerState {
  index: number;
  scale: number;
  deg: number;
}

export type ViewerAction =
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotateLeft' }
  | { type: 'rotateRight' }
  | { type: 'reset' }
  | { type: 'step'; by: 1 | -1; count: number; infinite: boolean };

/** Rounds away float noise (0.1 + 0.2) so scales stay exact multiples of the step. */
const round = (value: number) => Math.round(value * 1000) / 1000;

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case 'zoomIn':
      return { ...state, scale: round(state.scale + ZOOM_STEP) };
    case 'zoomOut':
      return state.scale > MIN_SCALE ? { ...state, scale: round(state.scale - ZOOM_STEP) } : state;
    case 'rotateLeft':
      return { ...state, deg: state.deg - ROTATION_STEP_DEG };
    case 'rotateRight':
      return { ...state, deg: state.deg + ROTATION_STEP_DEG };
    case 'reset':
      return { ...state, scale: 1, deg: 0 };
    case 'step': {
      const target = state.index + action.by;
      const index = action.infinite
        ? (target + action.count) % action.count
        : Math.min(Math.max(target, 0), action.count - 1);
      // A new image starts untransformed.
      return index === state.index ? state : { index, scale: 1, deg: 0 };
    }
  }
}
