// Does a slider drag look like a person's? (design §3: duration, point count, monotone progress,
// slowing at the end). The position check is separate (`isWithinTolerance`), so a wrong drop and a
// robotic drag give different reasons in the logs, though the client is told the same thing.
import type { TrajectoryPoint } from '@tideline/protocol/captcha';

export const TRAJECTORY_RULES = {
  pointer: { minPoints: 8, minDurationMs: 250 },
  keyboard: { minPoints: 3, minDurationMs: 300 },
  maxDurationMs: 60_000,
  /** Backward steps allowed, in pixels, before progress counts as not monotone (hand tremor). */
  backtrackTolerancePx: 3,
  /** The last fifth of a pointer drag must be slower than the fastest fifth by this factor. */
  endSlowdownRatio: 0.9,
} as const;

export type TrajectoryVerdict =
  | { ok: true }
  | {
      ok: false;
      reason:
        | 'too-few-points'
        | 'too-fast'
        | 'too-slow'
        | 'time-not-increasing'
        | 'not-monotone'
        | 'no-slowdown'
        | 'ends-elsewhere';
    };

/** Tolerance in whole pixels (±2% of 320 px is ±6 px), so the boundary is not at the mercy of floats. */
export function isWithinTolerance(x: number, answerX: number, width: number, tolerance: number): boolean {
  return Math.abs(x - answerX) <= Math.round(width * tolerance);
}

function segmentSpeeds(points: readonly TrajectoryPoint[], parts: number): number[] {
  const speeds: number[] = [];
  const last = points.length - 1;
  for (let i = 0; i < parts; i += 1) {
    const a = points[Math.floor((i * last) / parts)];
    const b = points[Math.floor(((i + 1) * last) / parts)];
    if (!a || !b) continue;
    const dt = b[0] - a[0];
    speeds.push(dt > 0 ? Math.abs(b[1] - a[1]) / dt : 0);
  }
  return speeds;
}

export function checkTrajectory(
  input: 'pointer' | 'keyboard',
  trajectory: readonly TrajectoryPoint[],
  finalX: number,
): TrajectoryVerdict {
  const rules = TRAJECTORY_RULES[input];
  if (trajectory.length < rules.minPoints) return { ok: false, reason: 'too-few-points' };
  const first = trajectory[0]!;
  const last = trajectory[trajectory.length - 1]!;
  const duration = last[0] - first[0];
  if (duration < rules.minDurationMs) return { ok: false, reason: 'too-fast' };
  if (duration > TRAJECTORY_RULES.maxDurationMs) return { ok: false, reason: 'too-slow' };
  if (Math.abs(last[1] - finalX) > 1) return { ok: false, reason: 'ends-elsewhere' };
  let furthest = first[1];
  for (let i = 1; i < trajectory.length; i += 1) {
    const [t, x] = trajectory[i]!;
    if (t < trajectory[i - 1]![0]) return { ok: false, reason: 'time-not-increasing' };
    if (x < furthest - TRAJECTORY_RULES.backtrackTolerancePx) return { ok: false, reason: 'not-monotone' };
    furthest = Math.max(furthest, x);
  }
  if (input === 'pointer') {
    const speeds = segmentSpeeds(trajectory, 5);
    const peak = Math.max(...speeds);
    const end = speeds[speeds.length - 1] ?? 0;
    if (peak === 0 || end > peak * TRAJECTORY_RULES.endSlowdownRatio)
      return { ok: false, reason: 'no-slowdown' };
  }
  return { ok: true };
}
