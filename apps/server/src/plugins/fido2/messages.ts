// Texts of the passkey answers, by language type (spec §3 numbers). Languages without their own
// entry answer in English, the spec's fallback (§8).
export type Fido2MessageKey =
  | 'challengeInvalid'
  | 'registrationFailed'
  | 'credentialExists'
  | 'credentialNotFound'
  | 'passkeyNotOffered'
  | 'assertionFailed';

const en: Record<Fido2MessageKey, string> = {
  challengeInvalid: 'The passkey request has expired, please try again',
  registrationFailed: 'The passkey could not be verified, please try again',
  credentialExists: 'This passkey is already registered',
  credentialNotFound: 'The passkey does not exist',
  passkeyNotOffered: 'This login cannot be verified with a passkey',
  assertionFailed: 'The passkey verification failed',
};

const zhCN: Record<Fido2MessageKey, string> = {
  challengeInvalid: '通行密钥请求已过期，请重试',
  registrationFailed: '无法验证该通行密钥，请重试',
  credentialExists: '该通行密钥已注册',
  credentialNotFound: '该通行密钥不存在',
  passkeyNotOffered: '本次登录无法使用通行密钥验证',
  assertionFailed: '通行密钥验证失败',
};

const zhTC: Record<Fido2MessageKey, string> = {
  challengeInvalid: '通行密鑰請求已過期，請再試一次',
  registrationFailed: '無法驗證此通行密鑰，請再試一次',
  credentialExists: '此通行密鑰已註冊',
  credentialNotFound: '此通行密鑰不存在',
  passkeyNotOffered: '本次登入無法使用通行密鑰驗證',
  assertionFailed: '通行密鑰驗證失敗',
};

const ar: Record<Fido2MessageKey, string> = {
  challengeInvalid: 'انتهت صلاحية طلب مفتاح المرور، يرجى المحاولة مرة أخرى',
  registrationFailed: 'تعذّر التحقق من مفتاح المرور، يرجى المحاولة مرة أخرى',
  credentialExists: 'مفتاح المرور هذا مسجّل بالفعل',
  credentialNotFound: 'مفتاح المرور غير موجود',
  passkeyNotOffered: 'لا يمكن التحقق من تسجيل الدخول هذا بمفتاح مرور',
  assertionFailed: 'فشل التحقق من مفتاح المرور',
};

const catalogues: ReadonlyMap<number, Record<Fido2MessageKey, string>> = new Map([
  [0, en],
  [1, zhCN],
  [5, zhTC],
  [39, ar],
]);

export function fido2Message(key: Fido2MessageKey, languageType: number): string {
  return (catalogues.get(languageType) ?? en)[key];
}
