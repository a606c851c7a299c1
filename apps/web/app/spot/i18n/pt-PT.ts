import type { SpotMessages } from './en.ts';
import { spotPt } from './pt.ts';

/** European Portuguese: the Brazilian texts with the words that differ. */
export const spotPtPT: SpotMessages = {
  ...spotPt,
  loading: 'A carregar…',
  connectionDown: 'Ligação perdida. A restabelecer…',
  sections: 'Secções de negociação',
  favouritePair: 'Marcar {{pair}} como favorito',
  logInPrompt: 'Inicie sessão ou registe-se para negociar.',
  logIn: 'Iniciar sessão',
  signUp: 'Registar-se',
  logInForAccount: 'Inicie sessão para ver as suas ordens e saldos.',
  account: 'As suas ordens e saldos',
  errorPriceRequired: 'Introduza um preço.',
  errorAmountRequired: 'Introduza uma quantidade.',
  status: 'Estado',
};
