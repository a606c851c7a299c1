import { readFileSync } from 'node:fs';
import { type DownloadEntry, downloadEntry } from '@tideline/protocol/info/schemas';
import { z } from 'zod';

export type { DownloadEntry };

/**
 * What the /download page lists: the client apps per platform. Server configuration, not code:
 * INFO_DOWNLOADS_FILE names a JSON file of this shape to replace the defaults (validated at start,
 * so a broken file stops the server instead of serving a broken page).
 */
export const downloadCatalogueSchema = z.array(downloadEntry).min(1);

/**
 * The defaults: the product is a web front end, so the entry every visitor can use is the web app
 * itself; the native shells' versions are listed, their packages unpublished until an operator's
 * INFO_DOWNLOADS_FILE gives their addresses.
 */
export const DEFAULT_DOWNLOADS: readonly DownloadEntry[] = [
  {
    platform: 'web',
    version: '1.0.0',
    releasedAt: '2026-11-01',
    minimumSystem: 'Chrome 111, Safari 16.4, Firefox 128',
    sizeBytes: null,
    url: '/spot/BTCUSDT',
  },
  {
    platform: 'android',
    version: '1.0.0',
    releasedAt: '2026-11-01',
    minimumSystem: 'Android 9',
    sizeBytes: 48_234_496,
    url: null,
  },
  {
    platform: 'ios',
    version: '1.0.0',
    releasedAt: '2026-11-01',
    minimumSystem: 'iOS 15',
    sizeBytes: 61_865_984,
    url: null,
  },
  {
    platform: 'windows',
    version: '1.0.0',
    releasedAt: '2026-11-01',
    minimumSystem: 'Windows 10',
    sizeBytes: 92_274_688,
    url: null,
  },
  {
    platform: 'macos',
    version: '1.0.0',
    releasedAt: '2026-11-01',
    minimumSystem: 'macOS 12',
    sizeBytes: 98_566_144,
    url: null,
  },
  {
    platform: 'linux',
    version: '1.0.0',
    releasedAt: '2026-11-01',
    minimumSystem: 'glibc 2.31 (Debian 11, Ubuntu 20.04)',
    sizeBytes: 95_420_416,
    url: null,
  },
];

export function loadDownloads(file: string | undefined): readonly DownloadEntry[] {
  if (file === undefined || file === '') return DEFAULT_DOWNLOADS;
  return downloadCatalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}
