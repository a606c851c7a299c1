import { type LocaleCode, languageByType } from '@tideline/protocol';
import { formatHintOf, withFormatHint as markFormatHint } from '@tideline/protocol/format-hint';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import { type FormatHintKey, validationText } from '../../i18n/validation-texts.ts';

type ZodLocale = () => { localeError: z.core.$ZodErrorMap };

/**
 * zod's own translation for each selectable language (§3). Regional variants use their base
 * language; Filipino has no zod locale and `bg` answers in English by §8, so both read English.
 */
const zodLocales: Readonly<Record<LocaleCode, ZodLocale>> = {
  en: z.locales.en,
  asia: z.locales.en,
  'en-GB': z.locales.en,
  'en-CA': z.locales.en,
  'en-IN': z.locales.en,
  'en-PH': z.locales.en,
  'en-ZA': z.locales.en,
  bg: z.locales.en,
  ph: z.locales.en,
  ja: z.locales.ja,
  ru: z.locales.ru,
  es: z.locales.es,
  'es-ES': z.locales.es,
  'es-AR': z.locales.es,
  it: z.locales.it,
  fr: z.locales.fr,
  de: z.locales.de,
  'zh-CN': z.locales.zhCN,
  'zh-TC': z.locales.zhTW,
  pt: z.locales.ptBR,
  'pt-PT': z.locales.pt,
  id: z.locales.id,
  pl: z.locales.pl,
  vi: z.locales.vi,
  uk: z.locales.uk,
  uz: z.locales.uz,
  ar: z.locales.ar,
  nl: z.locales.nl,
  th: z.locales.th,
  sv: z.locales.sv,
  ko: z.locales.ko,
  tr: z.locales.tr,
};

const zodErrorMaps = new Map<LocaleCode, z.core.$ZodErrorMap>();

function zodLocaleMapFor(languageType: number): z.core.$ZodErrorMap {
  const locale = languageByType(languageType)?.locale ?? 'en';
  const cached = zodErrorMaps.get(locale);
  if (cached) return cached;
  const errorMap = zodLocales[locale]().localeError;
  zodErrorMaps.set(locale, errorMap);
  return errorMap;
}

/**
 * Marks a check (a `z.regex`, a `z.refine`) so that its failure reads as the hint, in the
 * caller's language, rather than zod's "must match pattern /…/". The mark is kept by the protocol
 * package, so the endpoint table's schemas and the gateway's own ones share it.
 */
export function withFormatHint<Check extends z.core.$ZodCheck>(check: Check, hint: FormatHintKey): Check {
  return markFormatHint(check, hint);
}

const errorMaps = new Map<number, z.core.$ZodErrorMap>();

/**
 * The zod error map of a `languageType` (§7): format hints from the validation catalogue, every
 * other issue in zod's own translation; unknown numbers read English (§8).
 */
export function zodErrorMapFor(languageType: number): z.core.$ZodErrorMap {
  const cached = errorMaps.get(languageType);
  if (cached) return cached;
  const zodMap = zodLocaleMapFor(languageType);
  const errorMap: z.core.$ZodErrorMap = (issue) => {
    const hint = issue.inst === undefined ? undefined : formatHintOf(issue.inst);
    return hint === undefined ? zodMap(issue) : validationText(hint, languageType);
  };
  // Only language types of the table are kept, so arbitrary numbers cannot grow the cache.
  if (languageByType(languageType) !== undefined) errorMaps.set(languageType, errorMap);
  return errorMap;
}

export interface ValidationMessage {
  field: string;
  issue: string;
}

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers';

function inputOf(request: FastifyRequest, context: ValidationContext): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
  }
}

function isValidationContext(context: string | undefined): context is ValidationContext {
  return context === 'body' || context === 'querystring' || context === 'params' || context === 'headers';
}

function fieldOf(path: readonly PropertyKey[], context: string): string {
  return path.length > 0 ? path.map(String).join('.') : context;
}

/** A zod issue as the field it concerns (the path, or `context` for the whole input) and its text. */
export function describeIssue(issue: z.core.$ZodIssue, context: string): ValidationMessage {
  return { field: fieldOf(issue.path, context), issue: issue.message };
}

/**
 * The first problem of a refused request, in the caller's language. zod's global locale cannot be
 * switched per request without racing concurrent requests, so the failed part of the request is
 * parsed again with the caller's error map passed to that one parse. Schemas set no text of their
 * own (it would outrank the map): a check that needs one names a format hint (`withFormatHint`).
 */
export function localisedValidationMessage(
  request: FastifyRequest,
  validation: readonly FastifySchemaValidationError[],
  validationContext: string | undefined,
): ValidationMessage {
  const first = validation[0];
  const context = validationContext ?? 'body';
  const original: ValidationMessage = {
    field: fieldOf(first?.instancePath.split('/').filter(Boolean) ?? [], context),
    issue: first?.message ?? 'invalid',
  };
  if (!isValidationContext(validationContext)) return original;
  const schema = request.routeOptions.schema?.[validationContext];
  if (!(schema instanceof z.core.$ZodType)) return original;
  const result = z.safeParse(schema, inputOf(request, validationContext), {
    error: zodErrorMapFor(request.languageType),
  });
  const issue = result.error?.issues[0];
  return issue === undefined ? original : describeIssue(issue, context);
}
