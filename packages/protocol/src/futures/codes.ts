import { z } from 'zod';
import { wireDecimal } from '../endpoint.ts';

/** The numeric and named codes the futures wire shares between requests and answers (docs/protocol-futures.md). */

/** A position's direction: 1 long, 2 short. */
export const positionDirection = z.union([z.literal(1), z.literal(2)]);
/** 1 isolated (fixed), 2 cross. */
export const marginMode = z.union([z.literal(1), z.literal(2)]);
/** 1 one-way, 2 two-way (hedge). */
export const positionMode = z.union([z.literal(1), z.literal(2)]);
export const orderSide = z.enum(['buy', 'sell']);
export const futuresOrderType = z.enum(['limit', 'market']);
export const triggerPriceType = z.enum(['mark', 'last']);

/** A trigger as a position or order answers it: the level and the price that must cross it. */
export const triggerSetting = z.object({ triggerPrice: wireDecimal, priceType: triggerPriceType });
export type TriggerSetting = z.infer<typeof triggerSetting>;
