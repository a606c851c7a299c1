import { render, screen } from '@testing-library/react';
import { LANGUAGES } from '@tideline/protocol/locales';
import { describe, expect, it } from 'vitest';
import { widgetLocaleInfo, widgetTextsFor } from './locale-info.ts';
import {
  setTextsOutsideProvider,
  useWidgetLocale,
  useWidgetText,
  WidgetLocaleProvider,
  WidgetTextsProvider,
} from './widget-locale.tsx';
import { EN_TEXTS, TEXTS_BY_LANGUAGE, type WidgetTextKey } from './widget-texts.ts';

const SUPPORTED_LOCALES = LANGUAGES.map((language) => language.locale);

function Probe({ textKey, vars }: { textKey: WidgetTextKey; vars?: Record<string, number> }) {
  const t = useWidgetText();
  const { dir, dateLocale } = useWidgetLocale();
  return (
    <p data-dir={dir} data-date-locale={dateLocale}>
      {t(textKey, vars)}
    </p>
  );
}

describe('widget texts', () => {
  it('§8 zh-CN widget texts are exactly the spec values', () => {
    const zh = widgetTextsFor('zh-CN');
    expect(zh).toMatchObject({
      confirm: '确定',
      cancel: '取消',
      clear: '清空',
      now: '此刻',
      today: '今天',
      selectDate: '选择日期',
      selectTime: '选择时间',
      noData: '暂无数据',
      noMatch: '无匹配数据',
      loading: '加载中',
      placeholder: '请选择',
      paginationTotal: '共 {total} 条',
      pageSize: '{size}条/页',
      goto: '前往',
      imageError: '加载失败',
      qrExpired: '二维码过期',
      qrRefresh: '点击刷新',
      messageBoxTitle: '提示',
      promptError: '输入的数据不合法!',
    });
  });

  it("§5 the English prompt error is 'Illegal input'", () => {
    expect(EN_TEXTS.promptError).toBe('Illegal input');
  });

  it('§8 every supported locale has a complete, non-empty text table', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const texts = widgetTextsFor(locale);
      for (const key of Object.keys(EN_TEXTS) as WidgetTextKey[]) {
        expect(texts[key], `${locale}.${key}`).toMatch(/\S/);
      }
    }
  });

  it('§8 every non-English language is translated, not a copy of English', () => {
    for (const [language, texts] of Object.entries(TEXTS_BY_LANGUAGE)) {
      if (language === 'en') continue;
      expect(texts.cancel, language).not.toBe(EN_TEXTS.cancel);
      expect(texts.paginationTotal, language).toContain('{total}');
      expect(texts.pageSize, language).toContain('{size}');
    }
  });

  it('§8 every language of the product table that is not English has its own translation', () => {
    for (const language of LANGUAGES) {
      const english = language.widgetLocale.startsWith('en');
      expect(widgetTextsFor(language.locale) === EN_TEXTS, language.locale).toBe(english);
    }
  });

  it('§8 an unknown locale falls back to English', () => {
    expect(widgetTextsFor('xx-YY')).toBe(EN_TEXTS);
    expect(widgetTextsFor('bg')).toBe(EN_TEXTS);
  });

  it('§3 Arabic is the only right-to-left locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(widgetLocaleInfo(locale).dir, locale).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    }
  });

  it('§3 maps product codes to dayjs locale names', () => {
    expect(widgetLocaleInfo('zh-CN').dateLocale).toBe('zh-cn');
    expect(widgetLocaleInfo('zh-TC').dateLocale).toBe('zh-tw');
    expect(widgetLocaleInfo('en-GB').dateLocale).toBe('en-gb');
    expect(widgetLocaleInfo('ph').dateLocale).toBe('tl-ph');
    expect(widgetLocaleInfo('ja').dateLocale).toBe('ja');
  });

  it('§8 the provider switches language and fills placeholders', () => {
    render(
      <WidgetLocaleProvider locale="zh-CN">
        <Probe textKey="paginationTotal" vars={{ total: 42 }} />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
  });

  it('§3 without a provider widgets speak English left-to-right; ar gives rtl', () => {
    render(<Probe textKey="pageSize" vars={{ size: 20 }} />);
    expect(screen.getByText('20/page')).toHaveAttribute('data-dir', 'ltr');
    render(
      <WidgetLocaleProvider locale="ar">
        <Probe textKey="close" />
      </WidgetLocaleProvider>,
    );
    expect(screen.getByText('إغلاق')).toHaveAttribute('data-dir', 'rtl');
  });

  it('the texts provider speaks the texts the app brought, in its locale direction', () => {
    render(
      <WidgetTextsProvider locale="ar" texts={{ ...widgetTextsFor('ar'), close: 'brought' }}>
        <Probe textKey="close" />
      </WidgetTextsProvider>,
    );
    expect(screen.getByText('brought')).toHaveAttribute('data-dir', 'rtl');
  });

  it('outside a provider a widget reads the texts set for that case (English in these tests), else the key, so an app bundle need not carry English', () => {
    const { unmount } = render(<Probe textKey="nextPage" />);
    expect(screen.getByText(EN_TEXTS.nextPage)).toBeInTheDocument();
    unmount();
    setTextsOutsideProvider(null);
    try {
      render(<Probe textKey="nextPage" />);
      expect(screen.getByText('nextPage')).toBeInTheDocument();
    } finally {
      setTextsOutsideProvider(EN_TEXTS);
    }
  });
});
