/** Device identity and client configuration: the client config, the device constant id, health (spec §3, §5). Rows are added here as the routes move onto the endpoint table (issue #19). */
export const DEVICE_ENDPOINTS = {} as const;
