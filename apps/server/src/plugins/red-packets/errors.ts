import { productRefusal } from '../../platform/product-refusal.ts';
import type { RedPacketCodeValue } from './codes.ts';
import { redPacketMessage } from './messages.ts';

const HTTP_STATUS: Readonly<Record<RedPacketCodeValue, number>> = {
  '36001': 400,
  '36002': 400,
  '36003': 400,
  '36004': 400,
  '36005': 400,
  '36006': 400,
  '36007': 403,
  '36008': 404,
  '36009': 409,
  '36010': 409,
  '36011': 410,
  '36012': 403,
  '36013': 409,
  '36014': 429,
  '36015': 403,
  '36016': 400,
  '36017': 409,
  '36018': 403,
};

/** A red packet refusal: a localised 4xx; the request moved nothing. */
export class RedPacketError extends productRefusal('RedPacketError', HTTP_STATUS, redPacketMessage) {}
