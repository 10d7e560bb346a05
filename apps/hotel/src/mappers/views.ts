import type { AvailableRoom, BookingRequest, Room, User } from '@hotel/api-client';
import { nightsBetween, type ReservationView, type RoomView, type StayDates, type UserView } from '@hotel/ui';

/**
 * API room → the kit's RoomView for a card. `imageUrl` is already a root-relative photo URL or null (placeholder); the
 * description ('' for none) gives the card its excerpt.
 */
export function toRoomView(room: Room): RoomView {
  return { id: room.id, roomType: room.roomType, roomPrice: room.roomPrice, imageUrl: room.imageUrl ?? null, description: room.description };
}

/** A search's free room → the kit's RoomView with what the searched stay costs in it. */
export function toAvailableRoomView(room: AvailableRoom, stay: StayDates): RoomView {
  return { ...toRoomView(room), stay: { nights: nightsBetween(stay.checkInDate, stay.checkOutDate), totalPrice: room.totalPrice } };
}

/** API user → the kit's UserView (role names only). */
export function toUserView(user: User): UserView {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles.map((role) => role.name),
  };
}

/** The reservation the form emitted → the booking request body (the room id travels in the path). */
export function toBookingRequest(reservation: ReservationView): BookingRequest {
  return {
    guestFullName: reservation.guestFullName,
    guestEmail: reservation.guestEmail,
    checkInDate: reservation.checkInDate,
    checkOutDate: reservation.checkOutDate,
    numOfAdults: reservation.numOfAdults,
    numOfChildren: reservation.numOfChildren,
  };
}
