import { deriveMessages } from './derive.ts';
import { es } from './es.ts';

/** Spain: "monedero" and "ha salido" where Latin America says "billetera" and "salió". */
export const esES = deriveMessages(es, {
  meta: { errorTitle: 'Algo ha salido mal' },
  nav: { web3Wallet: 'Monedero Web3' },
  error: {
    title: 'Algo ha salido mal',
    body: 'Se ha producido un error inesperado. Vuelve a intentarlo en un momento.',
  },
});
