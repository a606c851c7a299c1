export * from './i18n/index.ts';
export { Portal, type PortalProps, useIsClient } from './internal/portal.tsx';
export { type FocusTrapOptions, useFocusTrap } from './internal/use-focus-trap.ts';
export { NARROW_BREAKPOINT_PX, useIsNarrow, useMediaQuery } from './internal/use-media-query.ts';
export { BASE_Z_INDEX, nextZIndex } from './internal/z-index.ts';
