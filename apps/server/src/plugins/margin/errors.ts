import { productRefusal } from '../../platform/product-refusal.ts';
import type { MarginCodeValue } from './codes.ts';
import { marginMessage } from './messages.ts';

const HTTP_STATUS: Readonly<Record<MarginCodeValue, number>> = {
  '39001': 400,
  '39002': 400,
  '39003': 400,
  '39004': 409,
  '39005': 409,
  '39006': 409,
  '39007': 409,
  '39008': 409,
  '39009': 409,
  '39010': 400,
  '39011': 404,
  '39012': 400,
  '39013': 400,
  '39014': 409,
};

/** A margin refusal: a localised 4xx; the request moved nothing. */
export class MarginError extends productRefusal('MarginError', HTTP_STATUS, marginMessage) {}
