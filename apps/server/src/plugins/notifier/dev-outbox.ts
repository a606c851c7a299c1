import type { FastifyBaseLogger } from 'fastify';
import type { Notifier, OutgoingMessage } from './notifier.ts';

export interface OutboxEntry extends OutgoingMessage {
  id: number;
  sentAt: string;
}

const capacity = 500;

/** Development notifier: keeps the latest messages in memory and logs each one instead of sending it. */
export class DevOutbox implements Notifier {
  private readonly entries: OutboxEntry[] = [];
  private nextId = 1;

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: OutgoingMessage): Promise<void> {
    const entry = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.entries.push(entry);
    if (this.entries.length > capacity) this.entries.shift();
    this.log.info(
      { outbox: { to: entry.to, subject: entry.subject, text: entry.text } },
      'development outbox',
    );
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string): OutboxEntry[] {
    return this.entries.filter((entry) => to === undefined || entry.to === to).reverse();
  }
}
