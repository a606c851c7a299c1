import { z } from 'zod';
import { endpointQuery } from './endpoint.ts';
import { withFormatHint } from './format-hint.ts';

/** A record page's date-range filter: Unix ms, both ends inclusive; either end may be left open. */
export const timeRange = {
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
};

/** The query of a record page (orders, fills, asset records): its filters and a time range whose start is not after its end. */
export function recordQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return endpointQuery({ ...shape, ...timeRange }).check(
    withFormatHint(
      z.refine<{ startTime?: unknown; endTime?: unknown }>(
        (query) =>
          typeof query.startTime !== 'number' ||
          typeof query.endTime !== 'number' ||
          query.startTime <= query.endTime,
        { path: ['startTime'] },
      ),
      'hint.startAfterEnd',
    ),
  );
}
