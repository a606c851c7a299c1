// GET /v1/mix/config/client: what the web app reads at start-up besides the sign config: the image
// domains to probe and the default image host (spec §9), and the device-token settings it must use.
import { DEVICE_TOKEN_HEADER } from '@tideline/protocol/device-token-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { success } from '../../platform/envelope.ts';
import { emptyQuery } from '../platform/schemas.ts';
import { DEVICE_TOKEN_LIFETIME_SECONDS } from './device-token-codec.ts';
import { PROBE_IMAGE_PATH } from './probe-image.ts';
import { DEVICE_TOKEN_APP_IDS, type DeviceIdentitySettings } from './settings.ts';

export const CLIENT_CONFIG_PATH = '/mix/config/client';

/** §9: the browser checks its token this often while the page is visible. */
export const DEVICE_TOKEN_REFRESH_FREQUENCY_SECONDS = 1200;

export interface ClientConfig {
  imageDomain: {
    /** Origins to probe, fastest kept under `fastestimgdomain`. */
    candidates: string[];
    /** Used when no candidate loads the probe. */
    defaultHost: string;
    probePath: string;
  };
  deviceToken: {
    /** The app id this environment's pages send to the constant-id endpoint. */
    appId: string;
    header: string;
    /** Whether listed paths refuse a request without a valid token. */
    required: boolean;
    refreshFrequencySeconds: number;
    expiryIntervalSeconds: number;
  };
}

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
  app.get(
    CLIENT_CONFIG_PATH,
    {
      schema: {
        tags: ['device'],
        summary: 'Client start-up config: image domains and device token',
        querystring: emptyQuery,
      },
    },
    async (request) => success(request, buildClientConfig(settings, ownOrigin(request))),
  );
}
