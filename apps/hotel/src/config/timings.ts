/** Every delay and display time of the spec (section 9), in one place. */
export const timings = {
  /** Rooms screens: success and error messages clear after this. */
  roomMessageClearMs: 3000,
  /**
   * Existing bookings: how long a cancellation's success or error message stays. The spec gives no time for this
   * screen; it uses the rooms screens' 3 s.
   */
  bookingsMessageClearMs: 3000,
  /** Failed mail: how long Send again's success or error message stays (not in the spec; the rooms screens' 3 s). */
  failedMailMessageClearMs: 3000,
  /** Reservation: the "redirecting to payment" spinner before the booking is submitted. */
  reservationRedirectMs: 3000,
  /** Home search: minimum time the "Finding availble rooms...." indicator shows. */
  searchIndicatorMs: 2000,
  /** Room detail: delay before the room loads. */
  roomDetailLoadDelayMs: 1000,
  /** Existing bookings: delay before the list loads. */
  existingBookingsLoadDelayMs: 1000,
  /** Find booking: indicator time, and how long the cancel success message shows. */
  findBookingIndicatorMs: 2000,
  /** Verify OTP: redirect to login after success. */
  otpVerifyRedirectMs: 2000,
  /** Login error display. */
  loginErrorMs: 4000,
  /** Register error display. */
  registerErrorMs: 5000,
  /** A call without an answer after this fails as timed out (the guest is told and offered Retry); not in the spec. */
  apiTimeoutMs: 30_000,
} as const;

/** The image a room card and the room page show for a room without a photo (spec: "placeholder image if none"). */
export const placeholderImageUrl = '/placeholder.jpg';
