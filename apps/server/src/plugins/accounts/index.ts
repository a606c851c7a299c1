import type { FastifyInstance } from 'fastify';
import { loginRoutes } from './login-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { registerRoutes } from './register-routes.ts';

/** Accounts: registration, verification codes, login with second factors, sessions, profile. */
export async function accountsPlugin(app: FastifyInstance) {
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(profileRoutes);
}
