import { z } from 'zod';
import type { SignMode } from './gateway-sign.ts';

/**
 * One row of the gateway's endpoint table (issue #19, design §5 "A new product, file by file"):
 * everything both sides and the OpenAPI document need to agree on about a call. The gateway
 * registers its route from the row (`apps/server/src/platform/endpoint-route.ts`), the web app calls
 * it through the row (`packages/core/src/request/call-endpoint.ts`), and `/v1/openapi.json` lists it with
 * its schemas and security. A product's rows live in `packages/protocol/src/<product>/endpoints.ts`
 * and are listed once in `endpoints.ts`.
 */

/**
 * Who may call: anyone; anyone, with the caller's own data added when a session is present; or
 * only a logged-in session (the gateway answers the §8 login-expired code otherwise).
 */
export type EndpointAuth = 'public' | 'optional-session' | 'session';

/**
 * How hard a caller may call it (enforced by the gateway's limiter, issue #21): market data read
 * by anyone, a user's own reads, trading commands, and account changes (logins, security).
 */
export type RateLimitClass = 'public-read' | 'private-read' | 'trade' | 'account';

/**
 * §7 request signing of a call: its sign mode (0 path and time, 1 adding the trace id, 2 adding the
 * body) and, in mode 2, the body fields signed, in the order they are signed. The gateway's sign
 * config and the browser's signer are derived from these (`endpoint-policies.ts`).
 */
export interface EndpointSigning {
  readonly mode: SignMode;
  readonly fields?: readonly string[];
}

export interface Endpoint<
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * Under `/v1`, as the gateway mounts it: '/info/fees' is `GET /v1/info/fees`. A `:name` segment
   * is a path parameter, described by `params`.
   */
  readonly path: string;
  /** One line for the API reference. */
  readonly summary: string;
  /** The product the call belongs to; the reference groups calls by it. */
  readonly tag: string;
  readonly auth: EndpointAuth;
  readonly rateLimit: RateLimitClass;
  /** §7: the call is signed (absent: unsigned). */
  readonly signing?: EndpointSigning;
  /** §7 "Paths that must carry the device token": the call carries the risk-control device token. */
  readonly deviceToken?: boolean;
  /**
   * The call moves funds out and proves a second factor in its own body (a withdrawal's codes).
   */
  readonly secondFactor?: boolean;
  /**
   * The call changes how the user proves who they are or where money may go: the gateway runs it
   * only with a step-up ticket (`accounts/step-up.ts`) and, once it succeeded, locks withdrawals
   * for 24 hours (issue #21 item 1).
   */
  readonly stepUp?: boolean;
  /**
   * A step-up call that only narrows or records where money may go (the withdrawal whitelist, the
   * withdraw no-password flag) says `false`: it is proved like any step-up call but does not lock
   * withdrawals afterwards. Absent means the lock applies.
   */
  readonly locksWithdrawals?: false;
  /**
   * A valid request (query for GET, body for POST) beyond the common parameters: the API
   * reference shows it and the contract test sends it (`apps/server/test/endpoint-table.test.ts`).
   */
  readonly example?: Readonly<Record<string, unknown>>;
  /** GET calls: the query parameters, the §7 common ones (languageType, timestamp) included. */
  readonly query?: Query;
  /** POST and PUT calls: the JSON body. */
  readonly body?: Body;
  /** The path's `:name` parameters, as strings on the wire. */
  readonly params?: Params;
  /** What `data` holds in a success envelope. */
  readonly response: Response;
}

/** Keeps the row's schema types, so handlers and callers are typed by it. */
export function defineEndpoint<
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodNever,
>(endpoint: Endpoint<Query, Body, Response, Params>): Endpoint<Query, Body, Response, Params> {
  return endpoint;
}

export type EndpointResponse<E extends Endpoint> = z.infer<E['response']>;
// A row's schemas are optional properties: their types include undefined, which is not a schema.
export type EndpointQuery<E extends Endpoint> =
  NonNullable<E['query']> extends z.ZodType ? z.input<NonNullable<E['query']>> : never;
export type EndpointBody<E extends Endpoint> =
  NonNullable<E['body']> extends z.ZodType ? z.input<NonNullable<E['body']>> : never;
export type EndpointParams<E extends Endpoint> =
  NonNullable<E['params']> extends z.ZodType ? z.input<NonNullable<E['params']>> : never;

/** The names of a path's `:name` parameters, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

/** The path with its parameters filled in, each percent-encoded as one segment. */
export function fillPath(path: string, params: Readonly<Record<string, unknown>>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Query parameters every client call may add (spec §7): languageType on every request, timestamp on
 * GET calls. Every query schema accepts them and refuses anything else.
 */
export function endpointQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject({
    languageType: z.coerce.number().int().min(0).max(999).optional(),
    timestamp: z.coerce.number().int().min(0).optional(),
    ...shape,
  });
}

/** Money on the wire is a decimal string, never a JSON number. */
export const wireDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);
/** A time on the wire: milliseconds since the epoch. */
export const wireTime = z.number().int().nonnegative();

/**
 * Every answer the call can give with HTTP 200: the success envelope carrying `response`, or an
 * error envelope (a §8 or product code, `data` null or a detail object). The gateway serialises
 * through it and the OpenAPI document shows it. Success is code 0, or '00000' for the sign config
 * and captcha calls (spec §3 result codes).
 */
export function endpointAnswer<E extends Endpoint>(endpoint: E) {
  return z.union([
    z.object({
      code: z.union([z.literal(0), z.literal('00000')]),
      data: endpoint.response as E['response'],
      msg: z.string(),
      status: z.literal('success'),
    }),
    z.object({
      code: z.union([z.string(), z.number()]),
      data: z.unknown(),
      msg: z.string(),
      status: z.literal('error'),
      group: z.string().optional(),
    }),
  ]);
}
