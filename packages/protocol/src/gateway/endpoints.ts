/**
 * The gateway's own calls: the sign config, the captcha, CSP reports, the client config, device
 * identity, health (spec §3, §4, §5). Rows are added here as the routes move onto the endpoint
 * table (issue #19).
 */
export const GATEWAY_ENDPOINTS = {} as const;
