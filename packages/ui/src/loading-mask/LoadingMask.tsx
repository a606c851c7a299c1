import { type CSSProperties, type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useWidgetText } from '../i18n/index.ts';
import { Portal } from '../internal/portal.tsx';
import { type PresenceState, usePresence } from '../internal/use-presence.ts';
import { LOADING_MASK_FADE_MS, loadingMaskStore, loadingService } from './loading-mask-store.ts';

export interface LoadingMaskOverlayProps {
  state: PresenceState;
  text?: string;
  fullscreen?: boolean;
  background?: string;
  zIndex?: number;
}

/** The mask itself: a spinner and text, announced politely as a status. */
export function LoadingMaskOverlay({
  state,
  text,
  fullscreen = false,
  background,
  zIndex,
}: LoadingMaskOverlayProps) {
  const t = useWidgetText();
  const style: CSSProperties = { zIndex, background, transitionDuration: `${LOADING_MASK_FADE_MS}ms` };
  return (
    <div
      className={`tl-loading-mask${fullscreen ? ' tl-loading-mask--fullscreen' : ''}`}
      data-state={state}
      style={style}
      role="status"
      aria-live="polite"
      aria-label={text ?? t('loading')}
    >
      <span className="tl-loading-mask__spinner" aria-hidden="true" />
      {text && <span className="tl-loading-mask__text">{text}</span>}
    </div>
  );
}

export interface LoadingMaskProps {
  loading: boolean;
  text?: string;
  background?: string;
  children?: ReactNode;
  className?: string;
}

/** Covers its children while `loading`; fades out over 300 ms when done (spec §4, §9). */
function LoadingMaskArea({ loading, text, background, children, className }: LoadingMaskProps) {
  const { mounted, state } = usePresence(loading, LOADING_MASK_FADE_MS);
  return (
    <div className={['tl-loading-area', className].filter(Boolean).join(' ')} aria-busy={loading}>
      {children}
      {mounted && <LoadingMaskOverlay state={state} text={text} background={background} />}
    </div>
  );
}

/** Renders the masks of `LoadingMask.service(...)`. */
export function LoadingMaskViewport() {
  const masks = useSyncExternalStore(
    loadingMaskStore.subscribe,
    loadingMaskStore.get,
    loadingMaskStore.getServerSnapshot,
  );
  return (
    <>
      {masks.map((mask) => (
        <Portal key={mask.id} container={mask.target}>
          <LoadingMaskOverlay
            state={mask.state}
            text={mask.text}
            background={mask.background}
            fullscreen={mask.fullscreen}
            zIndex={mask.zIndex}
          />
        </Portal>
      ))}
    </>
  );
}

/** A fullscreen mask bound to a flag; it shares the single fullscreen mask with the service. */
function FullscreenLoadingMask({ loading, text }: { loading: boolean; text?: string }) {
  useEffect(() => {
    if (!loading) return;
    const handle = loadingService({ fullscreen: true, text });
    return () => handle.close();
  }, [loading, text]);
  return null;
}

export const LoadingMask = Object.assign(LoadingMaskArea, {
  service: loadingService,
  Fullscreen: FullscreenLoadingMask,
});
