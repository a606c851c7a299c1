/** The sign-in screens' paths, unprefixed (the locale prefix is added when rendering). */
export const AUTH_LINKS = {
  login: '/login',
  agencyLogin: '/agency/login',
  register: '/register',
  account: '/account',
} as const;
