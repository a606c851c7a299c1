// Texts of the device-identity answers, by language type (spec §3 numbers: en 0, zh-CN 1, zh-TC 5,
// ar 39). Any other language answers in English, the fallback of spec §8.
import type { DeviceTokenRefusalReason } from '@tideline/protocol/device-token-paths';

export type DeviceMessageKey = DeviceTokenRefusalReason | 'unknownApp' | 'invalidTerminalCode';

type DeviceMessages = Readonly<Record<DeviceMessageKey, string>>;

const en: DeviceMessages = {
  missing: 'This action needs a device check. Please refresh the page and try again.',
  malformed: 'The device check data is damaged. Please refresh the page and try again.',
  forged: 'The device check could not be verified. Please refresh the page and try again.',
  expired: 'The device check has expired. Please refresh the page and try again.',
  terminalMismatch: 'The device check belongs to another device. Please refresh the page and try again.',
  unknownApp: 'Unknown application id "{appId}".',
  invalidTerminalCode: 'The terminal code must be 1 to 128 letters, digits or . _ : - characters.',
};

const zhCN: DeviceMessages = {
  missing: '此操作需要设备校验，请刷新页面后重试。',
  malformed: '设备校验数据已损坏，请刷新页面后重试。',
  forged: '设备校验未通过，请刷新页面后重试。',
  expired: '设备校验已过期，请刷新页面后重试。',
  terminalMismatch: '设备校验与当前设备不符，请刷新页面后重试。',
  unknownApp: '未知的应用标识“{appId}”。',
  invalidTerminalCode: '终端码须为 1 至 128 个字母、数字或 . _ : - 字符。',
};

const zhTC: DeviceMessages = {
  missing: '此操作需要裝置驗證，請重新整理頁面後再試。',
  malformed: '裝置驗證資料已損壞，請重新整理頁面後再試。',
  forged: '裝置驗證未通過，請重新整理頁面後再試。',
  expired: '裝置驗證已過期，請重新整理頁面後再試。',
  terminalMismatch: '裝置驗證與目前裝置不符，請重新整理頁面後再試。',
  unknownApp: '未知的應用程式識別碼「{appId}」。',
  invalidTerminalCode: '終端碼須為 1 至 128 個字母、數字或 . _ : - 字元。',
};

const ar: DeviceMessages = {
  missing: 'يتطلب هذا الإجراء التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  malformed: 'بيانات التحقق من الجهاز تالفة. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  forged: 'تعذّر التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  expired: 'انتهت صلاحية التحقق من الجهاز. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  terminalMismatch: 'التحقق من الجهاز يخص جهازًا آخر. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
  unknownApp: 'معرّف التطبيق "{appId}" غير معروف.',
  invalidTerminalCode: 'يجب أن يتكون رمز الطرفية من 1 إلى 128 حرفًا أو رقمًا أو من الرموز . _ : -',
};

const catalogues: ReadonlyMap<number, DeviceMessages> = new Map([
  [0, en],
  [1, zhCN],
  [5, zhTC],
  [39, ar],
]);

export function deviceMessage(
  key: DeviceMessageKey,
  languageType: number,
  params: Readonly<Record<string, string>> = {},
): string {
  const template = (catalogues.get(languageType) ?? en)[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
