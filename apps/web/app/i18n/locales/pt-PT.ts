import { deriveMessages } from './derive.ts';
import { pt } from './pt.ts';

/** European Portuguese: "negociar", "encriptar", "transferir" and the "a carregar" progressive. */
export const ptPT = deriveMessages(pt, {
  meta: {
    homeTitle: 'Tideline: compre, venda e negoceie cripto',
    homeDescription:
      'Negoceie Bitcoin, Ethereum e muito mais nos mercados spot, de margem e de futuros, ou pratique sem risco com o trading demo.',
    errorTitle: 'Ocorreu um problema',
  },
  a11y: { skipToContent: 'Saltar para o conteúdo principal', footerNavigation: 'Rodapé' },
  nav: {
    trade: 'Negociar',
    spotDescription: 'Compre e venda cripto aos melhores preços',
    orders: 'Ordens',
  },
  language: { listLabel: 'Escolha um idioma' },
  home: {
    heroTitle: 'Negoceie cripto com confiança',
    heroSubtitle: 'Mercados spot, de margem e de futuros com elevada liquidez, no seu idioma e na sua moeda.',
    tradeSpot: 'Negociar spot',
    loading: 'A carregar mercados…',
    securityTitle: 'Assinado e encriptado',
    securityBody:
      'Os pedidos sensíveis são assinados no seu dispositivo e os dados de início de sessão são encriptados de ponta a ponta.',
    highlightsTitle: 'Porquê a Tideline',
    languagesBody: 'Utilize a exchange no seu idioma, com preços na sua moeda local.',
  },
  footer: {
    fees: 'Comissões',
    download: 'Transferir',
    riskWarning:
      'Os preços dos criptoativos são voláteis. Negoceie apenas com dinheiro que pode dar-se ao luxo de perder e certifique-se de que compreende os riscos.',
  },
  notFound: { body: 'A página que procura não existe ou foi movida.' },
  error: {
    title: 'Ocorreu um problema',
    body: 'Ocorreu um erro inesperado. Tente novamente dentro de momentos.',
  },
});
