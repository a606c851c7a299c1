import type { AuthMessages } from './en.ts';
import { authEs } from './es.ts';

/** Argentina: the Spanish texts, with voseo and “celular” in the page descriptions (as the shell’s es-AR). */
export const authEsAR: AuthMessages = {
  ...authEs,
  loginDescription:
    'Iniciá sesión en tu cuenta de Tideline con tu correo electrónico o número de celular y tu contraseña, o escaneá el código QR con la app de Tideline.',
  agencyLoginDescription:
    'Iniciá sesión en una cuenta de agencia de Tideline con el correo o número de celular y la contraseña de la cuenta. Las cuentas normales usan el acceso habitual.',
  registerDescription:
    'Creá una cuenta de Tideline con tu correo electrónico o número de celular y una contraseña. Ingresá un código de referido si tenés uno y operá en spot y futuros.',
};
