import type { AuthMessages } from './en.ts';
import { authPt } from './pt.ts';

/** Portugal: the Brazilian texts, with the page descriptions in European Portuguese (“telemóvel”). */
export const authPtPT: AuthMessages = {
  ...authPt,
  loginDescription:
    'Inicie sessão na sua conta da Tideline com o seu e-mail ou número de telemóvel e palavra-passe, ou leia o código QR com a aplicação Tideline.',
  agencyLoginDescription:
    'Inicie sessão numa conta de agência da Tideline com o e-mail ou número de telemóvel e a palavra-passe da conta. As contas comuns usam o início de sessão habitual.',
  registerDescription:
    'Crie uma conta na Tideline com o seu e-mail ou número de telemóvel e uma palavra-passe. Introduza um código de convite, se tiver, e negoceie spot e futuros.',
};
