/**
 * The product's futures record pages on a cluster gateway (docs/scale-out.md, "Futures"): each
 * account's finished orders, fills, funding payments, liquidations and closed positions, built from
 * the futures result stream with the one-process history writer's own rows (`historyRowsOf`), and
 * answered with its pages' filters, order and record shapes. Pure: the gateway feeds it every result
 * in stream order (from the start of the stream, so a restarted gateway rebuilds it).
 *
 * Kept in memory, at least the newest KEEP_PER_KIND rows of each kind per account: older ones are
 * not served (the one-process server keeps every row in its database).
 */

import { historyRecordWire } from '../plugins/futures/routes/history.ts';
import { historyRowsOf } from '../plugins/futures/service/history.ts';
import type { HistoryKind } from '../plugins/futures/tables.ts';
import type { FuturesCommandResult } from './futures-symbol-engine.ts';

const KEEP_PER_KIND = 1_000;

interface Row {
  /** The result's place in the whole futures result stream (orders rows across contracts). */
  seq: number;
  position: number;
  ts: number;
  symbol: string;
  data: Record<string, unknown>;
}

export interface RecordQuery {
  symbol?: string | undefined;
  limit: number;
  before?: number | undefined;
  startTime?: number | undefined;
  endTime?: number | undefined;
}

const newestFirst = (a: Row, b: Row) => b.ts - a.ts || b.seq - a.seq || b.position - a.position;

export class FuturesProductHistory {
  private readonly rows = new Map<string, Row[]>();

  /** One result, `streamSeq` its sequence in the futures result stream. */
  apply(streamSeq: number, result: FuturesCommandResult): void {
    for (const row of historyRowsOf('live', streamSeq, result.events)) {
      const key = `${row.account_id} ${row.kind}`;
      const kept = this.rows.get(key) ?? [];
      this.rows.set(key, kept);
      kept.push({
        seq: streamSeq,
        position: row.position,
        ts: row.ts,
        symbol: row.symbol,
        data: JSON.parse(row.data as string) as Record<string, unknown>,
      });
      if (kept.length > KEEP_PER_KIND * 2) kept.splice(0, kept.length - KEEP_PER_KIND);
    }
  }

  /** A record page: the account's rows of a kind, newest first, filtered as the product's page. */
  page(accountId: string, kind: HistoryKind, query: RecordQuery) {
    const { symbol, before, startTime, endTime } = query;
    return (this.rows.get(`${accountId} ${kind}`) ?? [])
      .filter(
        (row) =>
          (symbol === undefined || row.symbol === symbol) &&
          (startTime === undefined || row.ts >= startTime) &&
          (endTime === undefined || row.ts <= endTime) &&
          (before === undefined || row.ts < before),
      )
      .sort(newestFirst)
      .slice(0, query.limit)
      .map((row) => historyRecordWire(row.symbol, row.data));
  }
}
