/**
 * English server messages: the reference text every other language translates and falls back to.
 * The spec's own request messages (§8) are not here: @tideline/protocol owns them in every language.
 */
export const en = {
  'request.invalidParameter': 'Invalid parameter {field}: {issue}',
  'request.invalidBody': 'The request is not valid',
  'request.malformedJson': 'The request body is not valid JSON',
  'request.bodyTooLarge': 'The request body is too large',
  'request.unsupportedMediaType': 'Unsupported content type {type}',
  'request.tooManyRequests': 'Too many requests, please try again later',
  'request.originRefused': 'Requests from this site are not accepted',
  'account.passwordWeak': 'The password needs 8 to 32 characters with at least one letter and one digit',
  'account.passwordMismatch': 'The two passwords do not match',
  'account.emailTaken': 'This email address is already registered',
  'account.mobileTaken': 'This mobile number is already registered',
  'account.codeInvalid': 'The verification code is incorrect',
  'account.codeExpired': 'The verification code has expired, please request a new one',
  'account.codeTooFrequent': 'Please wait {seconds} seconds before requesting another code',
  'account.codeDailyLimit': 'Too many codes were requested for this address, please try again later',
  'account.loginFailed': 'Incorrect account or password',
  'account.loginLocked': 'Too many failed attempts, please try again in {minutes} minutes',
  'account.ticketInvalid': 'The login verification has expired, please log in again',
  'account.secondFactorInvalid': 'The security verification failed',
  'account.notAgency': 'This account is not an agency account',
  'account.notFound': 'The account does not exist',
  'account.googleAlreadyBound': 'Google Authenticator is already enabled',
  'account.googleNotPrepared': 'Request a Google Authenticator secret first',
  'account.googleNotBound': 'Google Authenticator is not enabled',
  'account.verificationUnchanged': 'This is already your verification method',
  'account.verificationAddressNeeded': 'Enter the new email address or phone number to verify',
  'account.withdrawLocked': 'Withdrawals are locked for {hours} more hours after a security change',
  'sub.notInFamily': 'This account cannot be switched to',
  'sub.limit': 'You can create at most {limit} sub-accounts',
  'sub.nameTaken': 'This sub-account name is already used',
  'sub.notForSub': 'Sub-accounts cannot do this',
  'apiKey.notFound': 'The API key does not exist',
  'apiKey.limit': 'You can create at most {limit} API keys',
  'device.notFound': 'The device does not exist',
  'third.failed': 'Third-party sign-in failed',
  'third.notConfigured': 'This sign-in method is not available',
  'third.serialInvalid': 'The sign-in request has expired, please start again',
  'wallet.signatureInvalid': 'The wallet signature is invalid',
  'qr.invalid': 'The QR code has expired, please refresh it',
  success: 'success',
} as const;

export type CatalogueKey = keyof typeof en;
export type ServerCatalogue = Readonly<Record<CatalogueKey, string>>;
