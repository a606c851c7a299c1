import type { VenueId } from '../model/order-rows.ts';
import { FUTURES_VENUE } from './futures-venue.ts';
import type { OrderVenue } from './order-venue.ts';
import { SPOT_VENUE } from './spot-venue.ts';

/** The venues of the order centre, in the order its filter and merged lists show them. */
export const ORDER_VENUES: readonly OrderVenue[] = [SPOT_VENUE, FUTURES_VENUE];

export function venueById(id: VenueId): OrderVenue | undefined {
  return ORDER_VENUES.find((venue) => venue.id === id);
}
