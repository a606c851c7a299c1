export { loadConfig, type OidcProviderSettings, type ServerConfig } from './config.ts';
export type { Db } from './db/database.ts';
export { ApiError } from './platform/api-error.ts';
export { ResultCode } from './platform/result-codes.ts';
export { DEMO_USER } from './plugins/accounts/demo-user.ts';
export type { AuthenticatedUser } from './plugins/accounts/session-service.ts';
export type { Notifier, OutgoingMessage } from './plugins/notifier/notifier.ts';
export { buildServer, type ServerExtensions } from './server.ts';
export { startBanner } from './start-banner.ts';
