/**
 * Total payment for a stay: nights times the price per night, in the room's currency.
 * Rounded to cents so that e.g. 3 × 0.1 gives 0.3. A non-positive result means the stay is invalid;
 * `validateReservationTotal` turns that into the spec's message.
 */
export function totalPrice(pricePerNight: number, nights: number): number {
  return Math.round(pricePerNight * nights * 100) / 100;
}
