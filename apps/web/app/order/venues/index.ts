import { PRODUCTS } from '../../products.ts';
import type { VenueId } from '../model/order-rows.ts';
import type { OrderVenue } from './order-venue.ts';

/** The venues of the order centre, in the order its filter and merged lists show them: the products' own. */
export const ORDER_VENUES: readonly OrderVenue[] = PRODUCTS.flatMap((product) =>
  product.orderVenue ? [product.orderVenue] : [],
);

export function venueById(id: VenueId): OrderVenue | undefined {
  return ORDER_VENUES.find((venue) => venue.id === id);
}
