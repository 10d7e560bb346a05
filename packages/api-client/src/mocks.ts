/** MSW handlers with realistic fake data for every call, generated from openapi.json (stories and app tests). */
export * from './generated/hotel.msw';
