import { productRefusal } from '../../platform/product-refusal.ts';
import type { Web3CodeValue } from './codes.ts';
import { web3Message } from './messages.ts';

const HTTP_STATUS: Readonly<Record<Web3CodeValue, number>> = {
  '41001': 400,
  '41002': 400,
  '41003': 409,
  '41004': 409,
  '41005': 403,
  '41006': 403,
  '41007': 403,
  '41008': 404,
  '41009': 400,
  '41010': 409,
  '41011': 400,
  '41012': 409,
  '41013': 400,
};

/** A web3 wallet refusal: a localised 4xx; the request moved nothing. */
export class Web3Error extends productRefusal('Web3Error', HTTP_STATUS, web3Message) {}
