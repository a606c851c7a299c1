/** How e-mail addresses and phone numbers are compared and stored. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Area codes are stored as digits only, so '+86' and '86' name the same country. */
export function normalizeAreaCode(areaCode: string): string {
  return areaCode.replace(/\D/g, '');
}

export function mobileTarget(areaCode: string, mobile: string): string {
  return `+${normalizeAreaCode(areaCode)} ${mobile}`;
}

export function isEmailLoginName(loginName: string): boolean {
  return loginName.includes('@');
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

export function maskMobile(mobile: string): string {
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}
