export * from './dates.js';
export * from './email.js';
export * from './guests.js';
export * from './hotel.js';
export * from './rates.js';
export * from './room.js';
export * from './status.js';
export * from './stay.js';
