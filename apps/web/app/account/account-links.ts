/** The account pages' paths, unprefixed (the locale prefix is added when rendering). */
export const ACCOUNT_LINKS = {
  overview: '/account',
  security: '/account/security',
  verification: '/modifyverification',
  api: '/account/newapi',
  subAccounts: '/subaccount',
  settingsAntiPhishing: '/subaccount/setting/antiphishing',
  settingsDevices: '/subaccount/setting/devices',
  settingsHistory: '/subaccount/setting/history',
  settingsApi: '/subaccount/setting/api',
} as const;

/** Query parameter naming the sub-account a main account manages on the settings pages. */
export const SETTINGS_USER_PARAM = 'userId';
