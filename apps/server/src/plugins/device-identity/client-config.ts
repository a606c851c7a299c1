// GET /v1/mix/config/client: what the web app reads at start-up besides the sign config: the image
// domains to probe and the default image host (spec §9), and the device-token settings it must use.
import { DEVICE_TOKEN_HEADER } from '@tideline/protocol/device-token-paths';
import type { ClientConfig } from '@tideline/protocol/gateway/client-config';
import { GATEWAY_ENDPOINTS } from '@tideline/protocol/gateway/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../platform/endpoint-route.ts';
import { success } from '../../platform/envelope.ts';
import { DEVICE_TOKEN_LIFETIME_SECONDS } from './device-token-codec.ts';
import { PROBE_IMAGE_PATH } from './probe-image.ts';
import { DEVICE_TOKEN_APP_IDS, type DeviceIdentitySettings } from './settings.ts';

/** §9: the browser checks its token this often while the page is visible. */
export const DEVICE_TOKEN_REFRESH_FREQUENCY_SECONDS = 1200;

/** The gateway's own origin stands in for image hosts that are not configured (a laptop setup). */
export function buildClientConfig(settings: DeviceIdentitySettings, ownOrigin: string): ClientConfig {
  const defaultHost = settings.defaultImageHost ?? ownOrigin;
  return {
    imageDomain: {
      candidates: settings.imageDomains.length > 0 ? [...settings.imageDomains] : [defaultHost],
      defaultHost,
      probePath: PROBE_IMAGE_PATH,
    },
    deviceToken: {
      appId: DEVICE_TOKEN_APP_IDS[settings.acceptedApps.includes('test') ? 'test' : 'production'],
      header: DEVICE_TOKEN_HEADER,
      required: settings.enforce,
      refreshFrequencySeconds: DEVICE_TOKEN_REFRESH_FREQUENCY_SECONDS,
      expiryIntervalSeconds: DEVICE_TOKEN_LIFETIME_SECONDS,
    },
  };
}

function ownOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

export function clientConfigRoute(app: FastifyInstance, settings: DeviceIdentitySettings): void {
  serveEndpoint(app, GATEWAY_ENDPOINTS.clientConfig, async (request) =>
    success(request, buildClientConfig(settings, ownOrigin(request))),
  );
}
