// Texts of refused input in every selectable language (spec §3, §8): the format hints that name
// what a field must look like, and the refusals of the /ws socket's client messages. A schema
// refers to a hint by its key (platform/validation-message.ts), so no English text is fixed in it.
import {
  type CatalogueByLocale,
  catalogueFromFiles,
  fillPlaceholders,
  type MessageParams,
  tableForLanguageType,
} from './localised-catalogue.ts';
import ar from './validation/ar.json';
import de from './validation/de.json';
import en from './validation/en.json';
import es from './validation/es.json';
import esAR from './validation/es-AR.json';
import esES from './validation/es-ES.json';
import fr from './validation/fr.json';
import id from './validation/id.json';
import it from './validation/it.json';
import ja from './validation/ja.json';
import ko from './validation/ko.json';
import nl from './validation/nl.json';
import ph from './validation/ph.json';
import pl from './validation/pl.json';
import pt from './validation/pt.json';
import ptPT from './validation/pt-PT.json';
import ru from './validation/ru.json';
import sv from './validation/sv.json';
import th from './validation/th.json';
import tr from './validation/tr.json';
import uk from './validation/uk.json';
import uz from './validation/uz.json';
import vi from './validation/vi.json';
import zhCN from './validation/zh-CN.json';
import zhTC from './validation/zh-TC.json';

export type ValidationTextKey = keyof typeof en;
export type FormatHintKey = Extract<ValidationTextKey, `hint.${string}`>;
/** One JSON file per language in `validation/`; a regional file holds only the texts it words differently. */
export const validationCatalogues: CatalogueByLocale<ValidationTextKey> =
  catalogueFromFiles<ValidationTextKey>(
    {
      en,
      ja,
      ru,
      es,
      it,
      fr,
      de,
      'zh-CN': zhCN,
      'zh-TC': zhTC,
      pt,
      id,
      pl,
      vi,
      uk,
      uz,
      ar,
      ph,
      nl,
      th,
      sv,
      ko,
      tr,
    },
    { 'es-ES': esES, 'es-AR': esAR, 'pt-PT': ptPT },
  );

/** A refusal text in the language of `languageType` (§7); `bg` and unknown types read English (§8). */
export function validationText(
  key: ValidationTextKey,
  languageType: number,
  params: MessageParams = {},
): string {
  return fillPlaceholders(tableForLanguageType(validationCatalogues, languageType)[key], params);
}
