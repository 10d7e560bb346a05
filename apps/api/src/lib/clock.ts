/** The source of "now", injectable so tests can move time (OTP expiry, "today" in the hotel's zone). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
