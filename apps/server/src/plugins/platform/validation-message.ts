import { type LocaleCode, languageByType } from '@tideline/protocol';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

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

const errorMaps = new Map<LocaleCode, z.core.$ZodErrorMap>();

/** The zod error map of a `languageType` (§7); unknown numbers read English (§8). */
export function zodErrorMapFor(languageType: number): z.core.$ZodErrorMap {
  const locale = languageByType(languageType)?.locale ?? 'en';
  const cached = errorMaps.get(locale);
  if (cached) return cached;
  const errorMap = zodLocales[locale]().localeError;
  errorMaps.set(locale, errorMap);
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

/**
 * The first problem of a refused request, in the caller's language. zod's global locale cannot be
 * switched per request without racing concurrent requests, so the failed part of the request is
 * parsed again with the caller's error map passed to that one parse; messages a schema sets itself
 * take precedence over the map, as they do in the first parse.
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
  return issue === undefined ? original : { field: fieldOf(issue.path, context), issue: issue.message };
}
