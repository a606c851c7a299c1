import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { KeyRight, ProvenKey } from './key-auth.ts';
import { V2Error } from './v2-errors.ts';

/** What a v2 handler gets: the parsed parameters, and for a keyed route the key and its session. */
export interface V2Call {
  request: FastifyRequest;
  params: Record<string, string>;
  /** The key's session token on the venue asked for (demo with `paptrading: 1`); keyed routes only. */
  token?: string;
  key?: ProvenKey;
}

export type V2Handler = (call: V2Call) => Promise<unknown>;

/** A route of the v2 table: its method, path under /api/v2, and the key right it needs. */
export interface V2Route {
  method: 'GET' | 'POST';
  path: string;
  right: 'public' | KeyRight;
  handler: V2Handler;
}

/** Registers routes on a context whose hooks have resolved `request.v2` for keyed routes. */
export type V2Registrar = (app: FastifyInstance, routes: readonly V2Route[]) => void;

/** A required parameter, or 40019 naming it. */
export function required(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined || value === '')
    throw new V2Error('parameterMissing', `Parameter ${name} cannot be empty`);
  return value;
}

/** An optional positive integer parameter (a limit, a time), or 40017. */
export function optionalInteger(params: Record<string, string>, name: string): number | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,16}$/.test(value)) throw new V2Error('parameterInvalid', `Parameter ${name} error`);
  return Number(value);
}

/** An optional parameter; undefined when absent or empty. */
export function optional(params: Record<string, string>, name: string): string | undefined {
  const value = params[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Bitget's `force` values as /v1's time in force and post-only flag. */
export const FORCE_TO_V1: Readonly<
  Record<string, { timeInForce: 'GTC' | 'IOC' | 'FOK'; postOnly?: boolean }>
> = {
  gtc: { timeInForce: 'GTC' },
  post_only: { timeInForce: 'GTC', postOnly: true },
  ioc: { timeInForce: 'IOC' },
  fok: { timeInForce: 'FOK' },
};

/**
 * The trades of `fills-history` (issue #32): of the newest `window` public trades the route
 * reads, those inside `startTime`..`endTime` and older than `idLessThan`, newest first, at most
 * `limit`. The public trade lists keep only their newest trades, so older pages are empty.
 */
export function tradesPage<T extends { tradeId: string; ts: string }>(
  params: Record<string, string>,
  trades: readonly T[],
  limit: number,
): T[] {
  const startTime = optionalInteger(params, 'startTime');
  const endTime = optionalInteger(params, 'endTime');
  const before = optionalInteger(params, 'idLessThan');
  return trades
    .filter((trade) => startTime === undefined || Number(trade.ts) >= startTime)
    .filter((trade) => endTime === undefined || Number(trade.ts) <= endTime)
    .filter((trade) => before === undefined || Number(trade.tradeId) < before)
    .slice(0, limit);
}
