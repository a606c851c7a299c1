import { type SectionTable, withSection } from '../../i18n/text-sections.ts';
import { type AssetMessages, assetEn } from './en.ts';

// The asset section of every language (asset and record pages), merged into each locale's
// messages in `i18n/locales/index.ts`.

export const ASSET_TEXTS: SectionTable<AssetMessages> = {
  en: assetEn,
  asia: assetEn,
  'en-GB': assetEn,
  'en-CA': assetEn,
  'en-IN': assetEn,
  'en-PH': assetEn,
  'en-ZA': assetEn,
  ja: assetEn,
  ru: assetEn,
  es: assetEn,
  'es-ES': assetEn,
  'es-AR': assetEn,
  it: assetEn,
  fr: assetEn,
  de: assetEn,
  'zh-CN': assetEn,
  'zh-TC': assetEn,
  pt: assetEn,
  'pt-PT': assetEn,
  id: assetEn,
  pl: assetEn,
  vi: assetEn,
  uk: assetEn,
  uz: assetEn,
  ar: assetEn,
  ph: assetEn,
  nl: assetEn,
  th: assetEn,
  sv: assetEn,
  ko: assetEn,
  tr: assetEn,
};

/** Each language's messages with its asset section; English for a code without one. */
export const withAssetTexts = withSection('asset', ASSET_TEXTS, assetEn);
