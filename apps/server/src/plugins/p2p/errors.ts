import { productRefusal } from '../../platform/product-refusal.ts';
import type { P2pCodeValue } from './codes.ts';
import { p2pMessage } from './messages.ts';

const HTTP_STATUS: Readonly<Record<P2pCodeValue, number>> = {
  '38001': 400,
  '38002': 400,
  '38003': 400,
  '38004': 400,
  '38005': 400,
  '38006': 400,
  '38007': 404,
  '38008': 409,
  '38009': 400,
  '38010': 409,
  '38011': 409,
  '38012': 409,
  '38013': 404,
  '38014': 409,
  '38015': 403,
  '38016': 409,
  '38017': 409,
  '38018': 403,
  '38019': 403,
  '38020': 400,
  '38021': 400,
  '38022': 403,
  '38023': 403,
  '38024': 409,
  '38025': 403,
  '38026': 404,
  '38027': 400,
  '38028': 400,
  '38029': 415,
  '38030': 413,
  '38031': 404,
  '38032': 404,
};

/** A P2P refusal: a localised 4xx; the request moved nothing. */
export class P2pError extends productRefusal('P2pError', HTTP_STATUS, p2pMessage) {}
