import { MAX_ADULTS, MAX_CHILDREN, MAX_STAY_NIGHTS, MIN_ADULTS, MIN_CHILDREN } from '@hotel/booking-rules';
import { Type, type Static } from 'typebox';
import { DateOnly, Id, MAX_ID } from '../../schemas/common.js';

/** Most seasons and closures one room may have. */
export const MAX_SEASONS = 100;
export const MAX_CLOSURES = 100;

const Price = Type.Number({ description: 'Price per night in dollars (at most 2 decimals), above 0 and at most 100000.', examples: [149.5] });

const weekdays = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const WeekdayPrices = Type.Object(Object.fromEntries(weekdays.map((day) => [day, Type.Optional(Price)])) as Record<(typeof weekdays)[number], Type.TOptional<typeof Price>>, {
  additionalProperties: false,
  description: 'Price per night by ISO weekday, "1" (Monday) … "7" (Sunday), of the night (check-in day side).',
});

export const Season = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 50, examples: ['Summer'] }),
    startDate: DateOnly,
    endDate: Type.String({ ...DateOnly, description: 'The first night not in the season.' }),
    price: Type.Optional(Price),
    // Any 32-bit integer is read, so that one outside 1–365 is answered 422 RATES_INVALID naming the field.
    minNights: Type.Optional(
      Type.Integer({ format: 'int32', minimum: -MAX_ID - 1, maximum: MAX_ID, description: 'Least nights of a stay that starts in the season (1–365).', examples: [3] }),
    ),
  },
  { $id: 'Season', additionalProperties: false, description: 'Nights [startDate, endDate) with their own price and/or minimum stay.' },
);

export const Closure = Type.Object(
  {
    startDate: DateOnly,
    endDate: Type.String({ ...DateOnly, description: 'The first night open again.' }),
    reason: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { $id: 'Closure', additionalProperties: false, description: 'Nights [startDate, endDate) the room is not sold.' },
);

export const RoomRates = Type.Object(
  {
    weekdayPrices: Type.Optional(WeekdayPrices),
    seasons: Type.Array(Type.Ref('Season'), { maxItems: MAX_SEASONS }),
    closures: Type.Array(Type.Ref('Closure'), { maxItems: MAX_CLOSURES }),
  },
  {
    $id: 'RoomRates',
    additionalProperties: false,
    description:
      "A room's rates. A night's price is the price of the season covering it, else its weekday's price, else the room's roomPrice. " +
      'Seasons of a room may not share a night.',
  },
);
export type RoomRatesBody = {
  weekdayPrices?: Partial<Record<(typeof weekdays)[number], number>> | undefined;
  seasons: Static<typeof Season>[];
  closures: Static<typeof Closure>[];
};

export const RoomIdParams = Type.Object({ roomId: Id });

export const QuoteQuery = Type.Object(
  {
    checkInDate: Type.String({ maxLength: 10, examples: ['2027-05-14'] }),
    checkOutDate: Type.String({ maxLength: 10, examples: ['2027-05-16'] }),
    numOfAdults: Type.Optional(Type.Integer({ format: 'int32', minimum: MIN_ADULTS, maximum: MAX_ADULTS, description: 'Default 1.' })),
    numOfChildren: Type.Optional(Type.Integer({ format: 'int32', minimum: MIN_CHILDREN, maximum: MAX_CHILDREN, description: 'Default 0.' })),
  },
  { additionalProperties: false },
);

export const PricedNight = Type.Object(
  {
    date: DateOnly,
    price: Type.Number(),
    season: Type.Optional(
      Type.String({ maxLength: 50, description: "In a quote: the name of the season whose price the night has (none where the weekday's or the room's price applies).", examples: ['Summer'] }),
    ),
  },
  { $id: 'PricedNight', additionalProperties: false },
);

export const Quote = Type.Object(
  {
    roomId: Id,
    checkInDate: DateOnly,
    checkOutDate: DateOnly,
    nights: Type.Array(Type.Ref('PricedNight'), { maxItems: MAX_STAY_NIGHTS }),
    totalPrice: Type.Number({ description: 'The sum of the nights, in dollars: what booking the stay now costs.' }),
    available: Type.Boolean({ description: 'No confirmed booking holds any of the nights (booking still decides).' }),
  },
  { $id: 'Quote', additionalProperties: false },
);
export type Quote = Static<typeof Quote>;

export const rateComponentSchemas = [Season, Closure, RoomRates, PricedNight, Quote];
