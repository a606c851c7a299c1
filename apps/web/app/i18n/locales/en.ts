import accountEn from '../../account/i18n/en.json';
import assetEn from '../../asset/i18n/en.json';
import authEn from '../../auth/i18n/en.json';
import futuresEn from '../../futures/i18n/en.json';
import infoEn from '../../info/i18n/en.json';
import marketsEn from '../../markets/i18n/en.json';
import orderEn from '../../order/i18n/en.json';
import orderOutcomeEn from '../../order-outcome/i18n/en.json';
import spotEn from '../../spot/i18n/en.json';

// The reference language: every other locale file is typed against this shape, and a unit test
// checks that none of them misses a key.
export const en = {
  meta: {
    siteName: 'Tideline',
    homeTitle: 'Tideline: buy, sell and trade crypto',
    homeDescription:
      'Trade Bitcoin, Ethereum and more on spot, margin and futures markets, or practice risk-free with demo trading.',
    designSystemTitle: 'Design system',
    notFoundTitle: 'Page not found',
    errorTitle: 'Something went wrong',
  },
  a11y: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main',
    footerNavigation: 'Footer',
    openMenu: 'Menu',
    homeLink: 'Tideline home page',
  },
  nav: {
    markets: 'Markets',
    trade: 'Trade',
    spot: 'Spot',
    spotDescription: 'Buy and sell crypto at the best prices',
    futures: 'Futures',
    futuresDescription: 'USDT-margined perpetual contracts',
    demoTrading: 'Demo trading',
    demoTradingDescription: 'Practice with virtual funds, risk-free',
    assets: 'Assets',
    orders: 'Orders',
    account: 'Account',
  },
  language: {
    label: 'Language',
    listLabel: 'Choose a language',
  },
  preferences: {
    label: 'Preferences',
    theme: 'Theme',
    themeDark: 'Dark',
    themeLight: 'Light',
    layout: 'Order form position',
    layoutLeft: 'Left',
    layoutRight: 'Right',
    valuationUnit: 'Valuation currency',
    showAssets: 'Show asset figures',
  },
  demo: {
    badge: 'Demo trading',
    leave: 'Leave demo trading',
  },
  home: {
    heroTitle: 'Trade crypto with confidence',
    heroSubtitle: 'Spot, margin and futures markets with deep liquidity, in your language and your currency.',
    tradeSpot: 'Trade spot',
    tradeFutures: 'Trade futures',
    marketsTitle: 'Markets overview',
    pair: 'Pair',
    lastPrice: 'Last price',
    change24h: '24h change',
    volume24h: '24h volume',
    loading: 'Loading markets…',
    empty: 'No markets are listed yet.',
    error: 'Markets could not be loaded.',
    retry: 'Try again',
    highlightsTitle: 'Why Tideline',
    securityTitle: 'Signed and encrypted',
    securityBody:
      'Sensitive requests are signed on your device and sign-in details are encrypted end to end.',
    demoTitle: 'Demo trading',
    demoBody: 'Try every order type with virtual funds before you risk real money.',
    languagesTitle: '31 languages',
    languagesBody: 'Use the exchange in your own language, with prices in your local currency.',
  },
  footer: {
    products: 'Products',
    services: 'Services',
    about: 'About',
    fees: 'Fees',
    vip: 'VIP program',
    download: 'Download',
    proofOfReserves: 'Proof of reserves',
    protectionFund: 'Protection fund',
    designSystem: 'Design system',
    riskWarning:
      'Crypto asset prices are volatile. Only trade with money you can afford to lose, and make sure you understand the risks.',
    copyright: '© {{year}} Tideline. All rights reserved.',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  error: {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Please try again in a moment.',
    reload: 'Reload the page',
  },
  designSystem: {
    title: 'Design system',
    intro: 'Every widget of the Tideline interface, in the current language and theme.',
  },
  account: accountEn,
  asset: assetEn,
  auth: authEn,
  futures: futuresEn,
  info: infoEn,
  markets: marketsEn,
  order: orderEn,
  orderOutcome: orderOutcomeEn,
  spot: spotEn,
};

/** Sections kept in their feature's own folder, one file per language, merged in index.ts. */
type FeatureSection =
  | 'account'
  | 'asset'
  | 'auth'
  | 'futures'
  | 'info'
  | 'markets'
  | 'order'
  | 'orderOutcome'
  | 'spot';

export type Messages = Omit<typeof en, FeatureSection>;
