import { deriveMessages } from './derive.ts';
import { es } from './es.ts';

/** Argentina: voseo in calls to action. */
export const esAR = deriveMessages(es, {
  meta: {
    homeTitle: 'Tideline: comprá, vendé y operá criptomonedas',
    homeDescription:
      'Operá Bitcoin, Ethereum y más en mercados spot, de margen y de futuros, o practicá sin riesgo con el trading demo.',
  },
  nav: {
    spotDescription: 'Comprá y vendé criptomonedas a los mejores precios',
    demoTradingDescription: 'Practicá con fondos virtuales, sin riesgo',
  },
  language: { listLabel: 'Elegí un idioma' },
  home: {
    heroTitle: 'Operá criptomonedas con confianza',
    demoBody: 'Probá todos los tipos de órdenes con fondos virtuales antes de arriesgar dinero real.',
    languagesBody: 'Usá el exchange en tu idioma, con precios en tu moneda local.',
  },
  footer: {
    riskWarning:
      'Los precios de los criptoactivos son volátiles. Operá solo con dinero que puedas permitirte perder y asegurate de entender los riesgos.',
  },
  notFound: { body: 'La página que buscás no existe o se movió.' },
  error: { body: 'Ocurrió un error inesperado. Volvé a intentarlo en un momento.' },
});
