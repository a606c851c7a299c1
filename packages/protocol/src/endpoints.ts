import type { Endpoint } from './endpoint.ts';
import { INFO_ENDPOINTS } from './info/endpoints.ts';

/**
 * The endpoint table: every product's rows, listed once here. The gateway's contract test and
 * OpenAPI test walk it; a product adds its rows by adding one line.
 */
export const ENDPOINT_GROUPS: Readonly<Record<string, Readonly<Record<string, Endpoint>>>> = {
  info: INFO_ENDPOINTS,
};

export const ENDPOINTS: readonly Endpoint[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);
