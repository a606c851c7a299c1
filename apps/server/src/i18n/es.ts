import type { ServerCatalogue } from './en.ts';

/** Latin-American Spanish, the plain `es` locale. */
export const es: ServerCatalogue = {
  'request.invalidParameter': 'Parámetro {field} no válido: {issue}',
  'request.invalidBody': 'La solicitud no es válida',
  'request.malformedJson': 'El cuerpo de la solicitud no es un JSON válido',
  'request.bodyTooLarge': 'El cuerpo de la solicitud es demasiado grande',
  'request.unsupportedMediaType': 'Tipo de contenido no admitido: {type}',
  'request.tooManyRequests': 'Demasiadas solicitudes, inténtalo de nuevo más tarde',
  'request.originRefused': 'No se aceptan solicitudes desde este sitio',
  'account.passwordWeak':
    'La contraseña debe tener entre 8 y 32 caracteres, con al menos una letra y un número',
  'account.passwordMismatch': 'Las contraseñas no coinciden',
  'account.emailTaken': 'Este correo electrónico ya está registrado',
  'account.mobileTaken': 'Este número de celular ya está registrado',
  'account.codeInvalid': 'El código de verificación es incorrecto',
  'account.codeExpired': 'El código de verificación expiró, solicita uno nuevo',
  'account.codeTooFrequent': 'Espera {seconds} segundos antes de solicitar otro código',
  'account.codeDailyLimit':
    'Se solicitaron demasiados códigos para esta dirección, inténtalo de nuevo más tarde',
  'account.loginFailed': 'Cuenta o contraseña incorrecta',
  'account.loginLocked': 'Demasiados intentos fallidos, inténtalo de nuevo en {minutes} minutos',
  'account.ticketInvalid': 'La verificación de inicio de sesión expiró, inicia sesión de nuevo',
  'account.secondFactorInvalid': 'La verificación de seguridad falló',
  'account.notAgency': 'Esta cuenta no es una cuenta de agencia',
  'account.notFound': 'La cuenta no existe',
  'account.googleAlreadyBound': 'Google Authenticator ya está activado',
  'account.googleNotPrepared': 'Primero solicita una clave secreta de Google Authenticator',
  'account.googleNotBound': 'Google Authenticator no está activado',
  'account.verificationUnchanged': 'Este ya es tu método de verificación',
  'account.verificationAddressNeeded':
    'Introduce el nuevo correo electrónico o número de teléfono que quieres verificar',
  'account.withdrawLocked': 'Los retiros están bloqueados {hours} horas más tras un cambio de seguridad',
  'account.stepUpRequired': 'Confirma que eres tú: verifica primero tu contraseña y tu código de seguridad',
  'sub.notInFamily': 'No puedes cambiar a esta cuenta',
  'sub.limit': 'Puedes crear como máximo {limit} subcuentas',
  'sub.nameTaken': 'Este nombre de subcuenta ya está en uso',
  'sub.notForSub': 'Las subcuentas no pueden realizar esta acción',
  'apiKey.notFound': 'La clave API no existe',
  'apiKey.limit': 'Puedes crear como máximo {limit} claves API',
  'device.notFound': 'El dispositivo no existe',
  'third.failed': 'Falló el inicio de sesión con el servicio externo',
  'third.notConfigured': 'Este método de inicio de sesión no está disponible',
  'third.serialInvalid': 'La solicitud de inicio de sesión expiró, vuelve a empezar',
  'wallet.signatureInvalid': 'La firma de la billetera no es válida',
  'qr.invalid': 'El código QR expiró, actualízalo',
  success: 'Éxito',
};

/** Spain: "móvil", "caducado", "cartera". */
export const esES: ServerCatalogue = {
  ...es,
  'account.mobileTaken': 'Este número de móvil ya está registrado',
  'account.codeExpired': 'El código de verificación ha caducado, solicita uno nuevo',
  'account.codeDailyLimit':
    'Se han solicitado demasiados códigos para esta dirección, inténtalo de nuevo más tarde',
  'account.ticketInvalid': 'La verificación de inicio de sesión ha caducado, vuelve a iniciar sesión',
  'account.secondFactorInvalid': 'La verificación de seguridad ha fallado',
  'third.failed': 'Ha fallado el inicio de sesión con el servicio externo',
  'third.serialInvalid': 'La solicitud de inicio de sesión ha caducado, vuelve a empezar',
  'wallet.signatureInvalid': 'La firma de la cartera no es válida',
  'qr.invalid': 'El código QR ha caducado, actualízalo',
};

/** Argentina: voseo ("intentá", "iniciá") and "celular". */
export const esAR: ServerCatalogue = {
  ...es,
  'request.tooManyRequests': 'Demasiadas solicitudes, intentá de nuevo más tarde',
  'request.originRefused': 'No se aceptan solicitudes desde este sitio',
  'account.codeExpired': 'El código de verificación venció, pedí uno nuevo',
  'account.codeTooFrequent': 'Esperá {seconds} segundos antes de pedir otro código',
  'account.codeDailyLimit': 'Se pidieron demasiados códigos para esta dirección, intentá de nuevo más tarde',
  'account.loginLocked': 'Demasiados intentos fallidos, intentá de nuevo en {minutes} minutos',
  'account.ticketInvalid': 'La verificación de inicio de sesión venció, iniciá sesión de nuevo',
  'account.googleNotPrepared': 'Primero pedí una clave secreta de Google Authenticator',
  'sub.notInFamily': 'No podés cambiar a esta cuenta',
  'sub.limit': 'Podés crear como máximo {limit} subcuentas',
  'apiKey.limit': 'Podés crear como máximo {limit} claves API',
  'third.serialInvalid': 'La solicitud de inicio de sesión venció, empezá de nuevo',
  'qr.invalid': 'El código QR venció, actualizalo',
};
