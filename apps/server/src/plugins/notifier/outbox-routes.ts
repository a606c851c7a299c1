import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/api-error.ts';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { presentsOperatorKey } from '../../platform/operator-key.ts';
import { ResultCode } from '../../platform/result-codes.ts';
import type { DevOutbox, OutboxEntry } from './dev-outbox.ts';

/**
 * Who may read the operator outbox (issue #21 item 10): whoever has the key printed on the
 * gateway's console at start. `undefined`: anyone, for test servers, whose suites read codes as
 * users receive them.
 */
export interface OutboxAccess {
  outbox: DevOutbox;
  token: string | undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function outboxPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.sentAt)}</td><td>${escapeHtml(e.channel)}</td><td>${escapeHtml(e.to)}</td>` +
        `<td>${escapeHtml(e.subject)}</td><td>${escapeHtml(e.text)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Operator outbox</title>
<style>body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.3rem .6rem;text-align:left}</style></head>
<body><h1>Operator outbox</h1><p>Messages the server would have e-mailed or texted (no SMTP_URL is set), newest first.</p>
<table><thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="5">No messages yet</td></tr>'}</tbody></table></body></html>`;
}

/** GET /dev/outbox: the human-readable page (outside /v1, like other pages). */
export async function outboxPageRoute(app: FastifyInstance, options: OutboxAccess) {
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!presentsOperatorKey(request, options.token))
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('The operator outbox needs the key printed on the gateway console at start (?token=).');
    return reply.type('text/html; charset=utf-8').send(outboxPage(options.outbox.list()));
  });
}

/** GET /v1/dev/outbox: the same messages as JSON, for tests and tools. */
export async function outboxApiRoute(app: FastifyInstance, options: OutboxAccess) {
  serveEndpoint(app, GATEWAY_ENDPOINTS.devOutbox, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!presentsOperatorKey(request, options.token))
      throw new ApiError(ResultCode.forbidden, 'auth.forbidden', 403);
    return success(request, { messages: options.outbox.list(request.query.to) });
  });
}
