// The slider captcha (spec §4 "Captcha flow", design §3): drag the piece into the hole with a mouse
// or a finger, or move it with the arrow keys (Shift for single pixels) and press Enter, which is
// the accessible alternative to dragging. Presentational: fetching and checking are the caller's.
import type { CaptchaPuzzle, SliderValidation } from '@tideline/protocol/captcha';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import {
  type DragRecord,
  EMPTY_DRAG,
  KEY_FINE_STEP_PX,
  KEY_STEP_PX,
  recordMove,
  toValidation,
} from './slider-trajectory.ts';

export interface SliderCaptchaLabels {
  title: string;
  hint: string;
  slider: string;
  refresh: string;
  close: string;
  loading: string;
  failed: string;
}

export interface SliderCaptchaProps {
  puzzle: CaptchaPuzzle | undefined;
  status: 'loading' | 'ready' | 'checking' | 'failed';
  labels: SliderCaptchaLabels;
  onSubmit: (validation: SliderValidation) => void;
  onRefresh: () => void;
  onClose: () => void;
  now?: () => number;
}

export function SliderCaptcha({
  puzzle,
  status,
  labels,
  onSubmit,
  onRefresh,
  onClose,
  now = () => performance.now(),
}: SliderCaptchaProps) {
  const titleId = useId();
  const hintId = useId();
  const [drag, setDrag] = useState<DragRecord>(EMPTY_DRAG);
  const dragging = useRef(false);
  const origin = useRef(0);
  const maxX = puzzle ? puzzle.width - puzzle.pieceWidth : 0;
  const busy = status !== 'ready' || !puzzle;

  const submit = (record: DragRecord) => {
    if (!puzzle || record.trajectory.length === 0) return;
    onSubmit(toValidation(puzzle.captchaId, record));
    setDrag(EMPTY_DRAG);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (busy) return;
    dragging.current = true;
    origin.current = event.clientX - drag.x;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag((d) => recordMove(d, 'pointer', event.clientX - origin.current, event.clientY, now(), maxX));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    setDrag((d) => recordMove(d, 'pointer', event.clientX - origin.current, event.clientY, now(), maxX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    submit(recordMove(drag, 'pointer', event.clientX - origin.current, event.clientY, now(), maxX));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (busy) return;
    const step = event.shiftKey ? KEY_FINE_STEP_PX : KEY_STEP_PX;
    const moves: Record<string, number> = {
      ArrowRight: step,
      ArrowUp: step,
      ArrowLeft: -step,
      ArrowDown: -step,
    };
    const delta = moves[event.key];
    if (delta !== undefined) {
      event.preventDefault();
      setDrag((d) => recordMove(d, 'keyboard', d.x + delta, 0, now(), maxX));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setDrag((d) => recordMove(d, 'keyboard', event.key === 'Home' ? 0 : maxX, 0, now(), maxX));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit(drag);
    } else if (event.key === 'Escape') {
      onClose();
    }
  };

  return (
    <section className="tl-slider-captcha" aria-labelledby={titleId} data-state={status}>
      <header className="tl-slider-captcha__header">
        <h2 id={titleId} className="tl-slider-captcha__title">
          {labels.title}
        </h2>
        <button
          type="button"
          className="tl-slider-captcha__icon"
          onClick={onRefresh}
          aria-label={labels.refresh}
        >
          ↻
        </button>
        <button type="button" className="tl-slider-captcha__icon" onClick={onClose} aria-label={labels.close}>
          ×
        </button>
      </header>
      {/* The puzzle is a picture: left to right in every language, so the stage and the track keep
          their own direction while the texts around them follow the page. */}
      <div
        className="tl-slider-captcha__stage"
        dir="ltr"
        style={puzzle ? { width: puzzle.width, height: puzzle.height } : undefined}
      >
        {puzzle ? (
          <>
            <img
              className="tl-slider-captcha__background"
              src={puzzle.background}
              alt=""
              width={puzzle.width}
              height={puzzle.height}
            />
            <img
              className="tl-slider-captcha__piece"
              src={puzzle.piece}
              alt=""
              width={puzzle.pieceWidth}
              height={puzzle.pieceWidth}
              style={{ insetInlineStart: drag.x, insetBlockStart: puzzle.pieceY }}
            />
          </>
        ) : (
          <p role="status">{labels.loading}</p>
        )}
      </div>
      <p id={hintId} className="tl-slider-captcha__hint" role={status === 'failed' ? 'alert' : undefined}>
        {status === 'failed' ? labels.failed : labels.hint}
      </p>
      <div
        className="tl-slider-captcha__track"
        dir="ltr"
        style={puzzle ? { width: puzzle.width } : undefined}
      >
        <div
          role="slider"
          tabIndex={busy ? -1 : 0}
          aria-label={labels.slider}
          aria-describedby={hintId}
          aria-valuemin={0}
          aria-valuemax={maxX}
          aria-valuenow={drag.x}
          aria-disabled={busy}
          className="tl-slider-captcha__handle"
          style={{ insetInlineStart: drag.x }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
        >
          ⇢
        </div>
      </div>
    </section>
  );
}
