import { type KeyboardEvent, useReducer, useState } from 'react';
import { useWidgetLocale, useWidgetText } from '../i18n/index.ts';
import { ModalLayer } from '../internal/modal-layer.tsx';
import { CloseIcon } from '../internal/status-icon.tsx';
import { nextZIndex } from '../internal/z-index.ts';
import { type ViewerAction, viewerReducer } from './viewer-state.ts';

export interface ImageViewerProps {
  urls: readonly string[];
  initialIndex?: number;
  onClose: () => void;
  /** Wrap from the last image to the first and back. */
  infinite?: boolean;
  /** Alternative text for the images, by index. */
  alts?: readonly string[];
}

const ICONS = {
  zoomIn: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12l4 4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm5 12l4 4M8 11h6',
  rotateLeft: 'M4 8V3m0 5h5M4.5 8A8 8 0 1 1 4 13',
  rotateRight: 'M20 8V3m0 5h-5m4.5 0A8 8 0 1 0 20 13',
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

function ToolIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true">
      <path d={path} stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A fullscreen image viewer (spec §9: zoom step 0.2, rotation 90°). Keyboard: arrows left/right
 * change image (mirrored in right-to-left), up/down zoom, Escape closes.
 */
export function ImageViewer({
  urls,
  initialIndex = 0,
  onClose,
  infinite = true,
  alts = [],
}: ImageViewerProps) {
  const t = useWidgetText();
  const { dir } = useWidgetLocale();
  const [zIndex] = useState(nextZIndex);
  const [state, dispatch] = useReducer(viewerReducer, {
    index: Math.min(Math.max(initialIndex, 0), Math.max(urls.length - 1, 0)),
    scale: 1,
    deg: 0,
  });
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const count = urls.length;
  const step = (by: 1 | -1) => dispatch({ type: 'step', by, count, infinite });
  const atStart = !infinite && state.index === 0;
  const atEnd = !infinite && state.index === count - 1;
  const position = `${state.index + 1}/${count}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (count === 0) return;
    let action: ViewerAction;
    if (event.key === forward) action = { type: 'step', by: 1, count, infinite };
    else if (event.key === backward) action = { type: 'step', by: -1, count, infinite };
    else if (event.key === 'ArrowUp') action = { type: 'zoomIn' };
    else if (event.key === 'ArrowDown') action = { type: 'zoomOut' };
    else return;
    event.preventDefault();
    dispatch(action);
  };

  const url = urls[state.index];
  return (
    <ModalLayer zIndex={zIndex} className="tl-image-viewer-layer" onEscape={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={alts[state.index] ? `${alts[state.index]} (${position})` : position}
        className="tl-image-viewer"
        onKeyDown={onKeyDown}
      >
        <button type="button" className="tl-image-viewer__close" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <div className="tl-image-viewer__canvas">
          {url && failed.has(state.index) && (
            <p className="tl-image-viewer__error" role="alert">
              {t('imageError')}
            </p>
          )}
          {url && !failed.has(state.index) && (
            <img
              key={url}
              src={url}
              alt={alts[state.index] ?? position}
              className="tl-image-viewer__image"
              data-scale={state.scale}
              data-deg={state.deg}
              style={{ transform: `scale(${state.scale}) rotate(${state.deg}deg)` }}
              onError={() => setFailed((set) => new Set(set).add(state.index))}
            />
          )}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className="tl-image-viewer__nav tl-image-viewer__nav--prev"
              aria-label={t('prevImage')}
              disabled={atStart}
              onClick={() => step(-1)}
            >
              <ToolIcon path={ICONS.prev} />
            </button>
            <button
              type="button"
              className="tl-image-viewer__nav tl-image-viewer__nav--next"
              aria-label={t('nextImage')}
              disabled={atEnd}
              onClick={() => step(1)}
            >
              <ToolIcon path={ICONS.next} />
            </button>
          </>
        )}
        <div className="tl-image-viewer__toolbar">
          <button type="button" aria-label={t('zoomOut')} onClick={() => dispatch({ type: 'zoomOut' })}>
            <ToolIcon path={ICONS.zoomOut} />
          </button>
          <button type="button" aria-label={t('zoomIn')} onClick={() => dispatch({ type: 'zoomIn' })}>
            <ToolIcon path={ICONS.zoomIn} />
          </button>
          <button type="button" aria-label={t('rotateLeft')} onClick={() => dispatch({ type: 'rotateLeft' })}>
            <ToolIcon path={ICONS.rotateLeft} />
          </button>
          <button
            type="button"
            aria-label={t('rotateRight')}
            onClick={() => dispatch({ type: 'rotateRight' })}
          >
            <ToolIcon path={ICONS.rotateRight} />
          </button>
          <span className="tl-image-viewer__position">{position}</span>
        </div>
      </div>
    </ModalLayer>
  );
}
