/**
 * P2P result codes (issue #25, docs/protocol-p2p.md), in the 38001-38099 range. Every refusal
 * answers a 4xx (errors.ts) and moves no money.
 */
export const P2pCode = {
  invalidAmount: '38001',
  invalidPrice: '38002',
  marginOutOfRange: '38003',
  limitsInvalid: '38004',
  limitsAboveTotal: '38005',
  paymentMethodsInvalid: '38006',
  adNotFound: '38007',
  adStateInvalid: '38008',
  amountOutsideLimits: '38009',
  adSoldOut: '38010',
  ownAd: '38011',
  insufficientBalance: '38012',
  orderNotFound: '38013',
  orderStateInvalid: '38014',
  notYourRole: '38015',
  paymentWindowPassed: '38016',
  appealTooEarly: '38017',
  secondFactorRequired: '38018',
  secondFactorInvalid: '38019',
  paymentFieldsInvalid: '38020',
  paymentFiatNotServed: '38021',
  operatorOnly: '38022',
  liveOnly: '38023',
  paymentMethodInUse: '38024',
  accountTooNew: '38025',
  paymentMethodNotFound: '38026',
  buyOnlyPutCoin: '38027',
  chatEmpty: '38028',
  imageType: '38029',
  imageTooLarge: '38030',
  imageNotFound: '38031',
  merchantNotFound: '38032',
} as const;

export type P2pCodeValue = (typeof P2pCode)[keyof typeof P2pCode];
