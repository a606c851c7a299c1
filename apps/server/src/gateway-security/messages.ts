// Texts of the gateway security answers, by language type (spec §3 numbers). Languages without
// their own entry answer in English, the spec's fallback (§8).
type SecurityMessageKey =
  | 'success'
  | 'sign00020'
  | 'sign00021'
  | 'sign00022'
  | 'sign00023'
  | 'decryptFailed'
  | 'captchaRequired'
  | 'captchaFailed'
  | 'captchaExpired';

const en: Record<SecurityMessageKey, string> = {
  success: 'Success',
  sign00020: 'This request must be signed. Please refresh the page and try again.',
  sign00021: 'The request signature does not match this page. Please refresh and try again.',
  sign00022: 'The request has expired. Please check your device clock and try again.',
  sign00023: 'The request signature is invalid. Please log in again.',
  decryptFailed: 'Secure login failed. Please refresh the page and try again.',
  captchaRequired: 'Please complete the security check to continue.',
  captchaFailed: 'The security check was not passed. Please try again.',
  captchaExpired: 'The security check has expired. Please start again.',
};

const zhCN: Record<SecurityMessageKey, string> = {
  success: '成功',
  sign00020: '该请求需要签名，请刷新页面后重试。',
  sign00021: '请求签名方式与当前页面不符，请刷新后重试。',
  sign00022: '请求已过期，请检查设备时间后重试。',
  sign00023: '请求签名无效，请重新登录。',
  decryptFailed: '安全登录失败，请刷新页面后重试。',
  captchaRequired: '请先完成安全验证。',
  captchaFailed: '安全验证未通过，请重试。',
  captchaExpired: '安全验证已过期，请重新开始。',
};

const zhTC: Record<SecurityMessageKey, string> = {
  success: '成功',
  sign00020: '此請求需要簽名，請重新整理頁面後再試。',
  sign00021: '請求簽名方式與目前頁面不符，請重新整理後再試。',
  sign00022: '請求已過期，請檢查裝置時間後再試。',
  sign00023: '請求簽名無效，請重新登入。',
  decryptFailed: '安全登入失敗，請重新整理頁面後再試。',
  captchaRequired: '請先完成安全驗證。',
  captchaFailed: '安全驗證未通過，請再試一次。',
  captchaExpired: '安全驗證已過期，請重新開始。',
};

const ar: Record<SecurityMessageKey, string> = {
  success: 'تم بنجاح',
  sign00020: 'يجب توقيع هذا الطلب. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  sign00021: 'توقيع الطلب لا يطابق هذه الصفحة. يرجى التحديث والمحاولة مرة أخرى.',
  sign00022: 'انتهت صلاحية الطلب. يرجى التحقق من ساعة جهازك والمحاولة مرة أخرى.',
  sign00023: 'توقيع الطلب غير صالح. يرجى تسجيل الدخول مرة أخرى.',
  decryptFailed: 'فشل تسجيل الدخول الآمن. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  captchaRequired: 'يرجى إكمال التحقق الأمني للمتابعة.',
  captchaFailed: 'لم يتم اجتياز التحقق الأمني. يرجى المحاولة مرة أخرى.',
  captchaExpired: 'انتهت صلاحية التحقق الأمني. يرجى البدء من جديد.',
};

const catalogues: ReadonlyMap<number, Record<SecurityMessageKey, string>> = new Map([
  [0, en],
  [1, zhCN],
  [5, zhTC],
  [39, ar],
]);

export function securityMessage(key: SecurityMessageKey, languageType: number): string {
  return (catalogues.get(languageType) ?? en)[key];
}
