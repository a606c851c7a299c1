export {
  interpolate,
  type TextDirection,
  type WidgetLocaleInfo,
  widgetLocaleInfo,
  widgetTextsFor,
} from './locale-info.ts';
export {
  setTextsOutsideProvider,
  useWidgetLocale,
  useWidgetText,
  WidgetLocaleProvider,
  type WidgetLocaleProviderProps,
  WidgetTextsProvider,
  type WidgetTextsProviderProps,
  type WidgetTranslate,
} from './widget-locale.tsx';
export { EN_TEXTS, type WidgetTextKey, type WidgetTexts } from './widget-texts.ts';
