/** Info pages other pages link to, unprefixed (the locale prefix is added when rendering). */
export const INFO_LINKS = {
  vip: '/vip/detail',
} as const;
