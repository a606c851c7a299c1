import { productRefusal } from '../../platform/product-refusal.ts';
import type { EarnCodeValue } from './codes.ts';
import { earnMessage } from './messages.ts';

const HTTP_STATUS: Readonly<Record<EarnCodeValue, number>> = {
  '35001': 404,
  '35002': 400,
  '35003': 409,
  '35004': 409,
  '35005': 409,
  '35006': 404,
  '35007': 400,
  '35008': 400,
  '35009': 400,
  '35010': 409,
  '35011': 400,
};

/** An earn refusal with its localised text: the request asked for what the rules forbid, and nothing moved. */
export class EarnError extends productRefusal('EarnError', HTTP_STATUS, earnMessage) {}
