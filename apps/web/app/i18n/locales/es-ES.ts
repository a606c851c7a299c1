import { deriveMessages } from './derive.ts';
import { es } from './es.ts';

/** Spain: "ha salido" where Latin America says "salió". */
export const esES = deriveMessages(es, {
  meta: { errorTitle: 'Algo ha salido mal' },
  error: {
    title: 'Algo ha salido mal',
    body: 'Se ha producido un error inesperado. Vuelve a intentarlo en un momento.',
  },
});
