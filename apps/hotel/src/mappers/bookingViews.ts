import type { Booking } from '@hotel/api-client';
import { guestBookingStatus, mayCancelStay, stayPhase } from '@hotel/booking-rules';
import { toIsoDate, type BookingView, type IsoDate } from '@hotel/ui';

/** Who looks at the bookings, and on which date: they decide the status shown and whether Cancel is offered. */
export type BookingViewer = { today: IsoDate; isAdmin: boolean };

/**
 * The viewer's date is the browser's: these screens read no hotel date, and the server decides a cancellation by its
 * own (a stay ended there answers 409 BOOKING_ALREADY_ENDED, which the screen shows).
 */
export const bookingViewer = (isAdmin: boolean): BookingViewer => ({ today: toIsoDate(new Date()), isAdmin });

/**
 * API booking → the kit's BookingView (apart from views.ts: only screens loaded on demand show bookings). Dates stay
 * `YYYY-MM-DD` as the API sends them: no month arithmetic. A stay from its check-out day on shows as finished and
 * cannot be cancelled; one under way only by an admin (the server's rule, `mayCancelStay`).
 */
export function toBookingView(booking: Booking, { today, isAdmin }: BookingViewer): BookingView {
  return {
    id: booking.id,
    confirmationCode: booking.bookingConfirmationCode,
    roomId: booking.room?.id ?? booking.roomNumber,
    roomType: booking.room?.roomType ?? '',
    checkInDate: booking.checkInDate,
    checkOutDate: booking.checkOutDate,
    guestName: booking.guestName,
    guestEmail: booking.guestEmail,
    numOfAdults: booking.numOfAdults,
    numOfChildren: booking.numOfChildren,
    totalNumOfGuests: booking.totalNumOfGuests,
    totalPrice: booking.totalPrice,
    status: guestBookingStatus(booking.status, booking, today),
    canCancel: booking.status !== 'CANCELLED' && mayCancelStay(stayPhase(booking, today), isAdmin),
  };
}
