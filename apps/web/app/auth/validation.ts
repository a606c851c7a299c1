// Client-side checks of the sign-in and sign-up forms, mirroring the gateway's rules (protocol
// §3.2-3.4) so a visitor sees a localised message before any request. Each check answers the key
// of its message in the auth texts, or null when the value is acceptable.
import type { AuthMessages } from './i18n/use-auth-texts.ts';

export type ValidationKey = keyof Pick<
  AuthMessages,
  | 'required'
  | 'invalidEmail'
  | 'invalidMobile'
  | 'invalidAreaCode'
  | 'invalidCode'
  | 'weakPassword'
  | 'passwordMismatch'
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\d{5,15}$/;
const AREA_CODE = /^\+?\d{1,4}$/;
const CODE = /^\d{6}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

export function checkEmail(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  return EMAIL.test(value.trim()) ? null : 'invalidEmail';
}

export function checkMobile(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  return MOBILE.test(value.trim()) ? null : 'invalidMobile';
}

export function checkAreaCode(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  return AREA_CODE.test(value.trim()) ? null : 'invalidAreaCode';
}

export function checkCode(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  return CODE.test(value.trim()) ? null : 'invalidCode';
}

/** 8-32 characters with at least one letter and one digit. */
export function checkNewPassword(value: string): ValidationKey | null {
  if (value === '') return 'required';
  const fits = value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX;
  return fits && /\p{L}/u.test(value) && /\d/.test(value) ? null : 'weakPassword';
}

export function checkPasswordRepeat(password: string, repeat: string): ValidationKey | null {
  if (repeat === '') return 'required';
  return password === repeat ? null : 'passwordMismatch';
}

export function checkRequired(value: string): ValidationKey | null {
  return value.trim() === '' ? 'required' : null;
}

/** A login name containing `@` is an e-mail address; anything else is a mobile number. */
export function isEmailLoginName(loginName: string): boolean {
  return loginName.includes('@');
}

export function checkLoginName(value: string): ValidationKey | null {
  if (value.trim() === '') return 'required';
  return isEmailLoginName(value) ? checkEmail(value) : checkMobile(value);
}

export type FieldErrors<Field extends string> = Partial<Record<Field, ValidationKey>>;

/** Runs the checks of a form; the result is empty when every field is acceptable. */
export function collectErrors<Field extends string>(
  checks: Partial<Record<Field, () => ValidationKey | null>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const key = checks[field]?.();
    if (key) errors[field] = key;
  }
  return errors;
}
