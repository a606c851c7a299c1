// Pure recording of a slider drag: the piece's x clamped to the track, and the samples the
// gateway's trajectory check reads (time since start, x, y).
import type { SliderValidation, TrajectoryPoint } from '@tideline/protocol/captcha';

export interface DragRecord {
  startedAt: number | undefined;
  x: number;
  trajectory: TrajectoryPoint[];
  input: 'pointer' | 'keyboard';
}

export const EMPTY_DRAG: DragRecord = { startedAt: undefined, x: 0, trajectory: [], input: 'pointer' };
/** Keyboard step in pixels; Shift gives fine steps so the last pixels can be placed precisely. */
export const KEY_STEP_PX = 4;
export const KEY_FINE_STEP_PX = 1;
const MAX_SAMPLES = 1500;

export function recordMove(
  drag: DragRecord,
  input: DragRecord['input'],
  x: number,
  y: number,
  now: number,
  maxX: number,
): DragRecord {
  const clamped = Math.min(Math.max(Math.round(x), 0), maxX);
  const startedAt = drag.startedAt ?? now;
  const sample: TrajectoryPoint = [now - startedAt, clamped, Math.round(y)];
  const trajectory = drag.trajectory.length >= MAX_SAMPLES ? drag.trajectory : [...drag.trajectory, sample];
  return { startedAt, x: clamped, trajectory, input };
}

export function toValidation(captchaId: string, drag: DragRecord): SliderValidation {
  return { captchaId, x: drag.x, input: drag.input, trajectory: drag.trajectory };
}
