/**
 * Where the bot API's /v1 calls are answered. In one process (`npm start`) every call is made
 * in-process. Beside `npm run cluster` the spot and futures order and market rows are the
 * gateways' (cluster/gateway-paths.ts): the web app's calls reach them through the origin's proxy,
 * so a program's calls on those rows are sent through the origin too, with the key's session
 * cookie, and trade in the engines' market rather than this server's own venue.
 */

/** The origin to send a /v1 path to, or undefined to answer it in this process. */
export type V1Upstream = (v1Path: string) => string | undefined;

export const IN_PROCESS: V1Upstream = () => undefined;

export async function v1UpstreamOf(env: NodeJS.ProcessEnv): Promise<V1Upstream> {
  const origin = env.CLUSTER_ORIGIN_URL;
  if (env.CLUSTER_ALLOCATIONS !== '1' || origin === undefined || origin === '') return IN_PROCESS;
  // Only beside the cluster: the one-process server never loads the cluster's modules.
  const { GATEWAY_PRODUCT_PATHS } = await import('../../cluster/gateway-paths.ts');
  return (v1Path) => (GATEWAY_PRODUCT_PATHS.has(v1Path) ? origin : undefined);
}
