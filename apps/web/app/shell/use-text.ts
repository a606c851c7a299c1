import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../product-manifest.ts';

export type TextLookup = (key: TextKey, values?: Readonly<Record<string, string | number>>) => string;

/**
 * Texts named by manifests. Feature sections are joined to the messages at run time, so their
 * dotted keys are outside i18next's typed table; a manifest test checks each key exists.
 */
export function useText(): TextLookup {
  const { t } = useTranslation();
  const lookup = t as unknown as (key: string, values?: object) => string;
  return useCallback((key, values) => lookup(key, values), [lookup]);
}
