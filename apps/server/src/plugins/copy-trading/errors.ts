import { productRefusal } from '../../platform/product-refusal.ts';
import type { CopyCodeValue } from './codes.ts';
import { copyMessage } from './messages.ts';

const HTTP_STATUS: Readonly<Record<CopyCodeValue, number>> = {
  '40001': 404,
  '40002': 400,
  '40003': 409,
  '40004': 409,
  '40005': 409,
  '40006': 400,
  '40007': 404,
  '40008': 409,
  '40009': 409,
  '40010': 400,
  '40011': 409,
};

/** A copy-trading refusal with its localised text: the request asked for what the rules forbid, and nothing moved. */
export class CopyError extends productRefusal('CopyError', HTTP_STATUS, copyMessage) {}
