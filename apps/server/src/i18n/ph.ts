import type { ServerCatalogue } from './en.ts';

/** Filipino, keeping the English loanwords Filipino apps use (password, account, email). */
export const ph: ServerCatalogue = {
  'request.invalidParameter': 'Hindi wasto ang parameter na {field}: {issue}',
  'request.invalidBody': 'Hindi wasto ang request',
  'request.malformedJson': 'Hindi wastong JSON ang laman ng request',
  'request.bodyTooLarge': 'Masyadong malaki ang laman ng request',
  'request.unsupportedMediaType': 'Hindi suportado ang uri ng content na {type}',
  'request.tooManyRequests': 'Masyadong maraming request, pakisubukang muli mamaya',
  'request.originRefused': 'Hindi tinatanggap ang mga request mula sa site na ito',
  'account.passwordWeak':
    'Dapat may 8 hanggang 32 character ang password, may kahit isang letra at isang numero',
  'account.passwordMismatch': 'Hindi magkatugma ang dalawang password',
  'account.emailTaken': 'Nakarehistro na ang email address na ito',
  'account.mobileTaken': 'Nakarehistro na ang mobile number na ito',
  'account.codeInvalid': 'Mali ang verification code',
  'account.codeExpired': 'Nag-expire na ang verification code, humiling ng bago',
  'account.codeTooFrequent': 'Maghintay ng {seconds} segundo bago humiling ng panibagong code',
  'account.codeDailyLimit':
    'Masyadong maraming code ang hiniling para sa address na ito, pakisubukang muli mamaya',
  'account.loginFailed': 'Mali ang account o password',
  'account.loginLocked':
    'Masyadong maraming maling pagsubok, pakisubukang muli pagkalipas ng {minutes} minuto',
  'account.ticketInvalid': 'Nag-expire na ang pag-verify ng login, mag-log in muli',
  'account.secondFactorInvalid': 'Hindi pumasa ang security verification',
  'account.notAgency': 'Hindi agency account ang account na ito',
  'account.notFound': 'Hindi umiiral ang account',
  'account.googleAlreadyBound': 'Naka-enable na ang Google Authenticator',
  'account.googleNotPrepared': 'Humiling muna ng secret key ng Google Authenticator',
  'account.googleNotBound': 'Hindi naka-on ang Google Authenticator',
  'account.verificationUnchanged': 'Ito na ang iyong paraan ng beripikasyon',
  'account.verificationAddressNeeded': 'Ilagay ang bagong email address o numero ng telepono na iberipika',
  'account.withdrawLocked':
    'Naka-lock ang mga withdrawal nang {hours} oras pa pagkatapos ng pagbabago sa seguridad',
  'sub.notInFamily': 'Hindi maaaring lumipat sa account na ito',
  'sub.limit': 'Hanggang {limit} sub-account lang ang maaari mong gawin',
  'sub.nameTaken': 'Ginagamit na ang pangalang ito ng sub-account',
  'sub.notForSub': 'Hindi ito magagawa ng mga sub-account',
  'apiKey.notFound': 'Hindi umiiral ang API key',
  'apiKey.limit': 'Hanggang {limit} API key lang ang maaari mong gawin',
  'device.notFound': 'Hindi umiiral ang device',
  'third.failed': 'Nabigo ang pag-sign in gamit ang third-party na serbisyo',
  'third.notConfigured': 'Hindi available ang paraang ito ng pag-sign in',
  'third.serialInvalid': 'Nag-expire na ang sign-in request, magsimulang muli',
  'wallet.signatureInvalid': 'Hindi wasto ang lagda ng wallet',
  'qr.invalid': 'Nag-expire na ang QR code, i-refresh ito',
  success: 'Matagumpay',
};
