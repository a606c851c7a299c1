import { type SectionText, useSectionText } from '../../i18n/text-sections.ts';
import type en from './en.json';

export type AssetMessages = typeof en;

export type AssetText = SectionText<AssetMessages>;

/** The asset and record texts of the page's language, as a typed lookup (see `i18n/text-sections.ts`). */
export function useAssetText(): AssetText {
  return useSectionText<AssetMessages>('asset');
}
