import { readFileSync } from 'node:fs';
import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

type OpenApiOperation = { operationId?: string; security?: Record<string, string[]>[] };

/**
 * The operations whose OpenAPI security accepts the bearer token (required or optional): only these send it, so the
 * public calls (rooms, availability, a booking by its code) never carry the user's token.
 */
export function bearerOperationIds(openApiPath = new URL('./openapi.json', import.meta.url)): string[] {
  const document = JSON.parse(readFileSync(openApiPath, 'utf8')) as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.values(document.paths)
    .flatMap((operations) => Object.values(operations))
    .filter((operation) => operation.security?.some((requirement) => 'bearerAuth' in requirement))
    .flatMap((operation) => (operation.operationId ? [operation.operationId] : []));
}

/** The bound of a list the server does not page: as many entries as there are ids (2^31 - 1). */
const ID_SPACE = 2_147_483_647;

/**
 * The document as orval reads it: a list bounded only by the id space loses its maxItems, so the generated mocks
 * draw their usual few entries instead of up to 2^31 (orval takes a list's length from maxItems).
 */
export function withoutIdSpaceBounds<T>(node: T): T {
  if (Array.isArray(node)) return node.map(withoutIdSpaceBounds) as T;
  if (node === null || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(([key, value]) => !(key === 'maxItems' && value === ID_SPACE));
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutIdSpaceBounds(value)])) as T;
}

const bearerMutator = { mutator: { path: './src/http.ts', name: 'bearerHttpClient' } };

/** The orval configuration: axios functions + MSW handlers, written to `outputDir` (default src/generated). */
export function hotelApiConfig(outputDir = './src/generated') {
  return {
    hotel: {
      input: { target: './openapi.json', override: { transformer: withoutIdSpaceBounds } },
      output: {
        mode: 'tags-split' as const,
        target: `${outputDir}/hotel.ts`,
        schemas: `${outputDir}/model`,
        client: 'axios-functions' as const,
        // Header parameters (booking's `Idempotency-Key`) become a typed argument.
        headers: true,
        clean: true,
        prettier: false,
        mock: { type: 'msw' as const, delay: 0, useExamples: true },
        override: {
          mutator: { path: './src/http.ts', name: 'httpClient' },
          operations: Object.fromEntries(bearerOperationIds().map((operationId) => [operationId, bearerMutator])),
          // Calendar dates as `YYYY-MM-DD` strings (orval's default yields `string | undefined` under strict indexing).
          mock: {
            format: { date: () => faker.date.soon({ days: 60 }).toISOString().slice(0, 10) },
            // Realistic values for the fields stories and app tests show to people.
            // Keys are regexes on property names; orval inlines the functions' source into the generated mocks,
            // where faker is in scope.
            properties: {
              '/^roomType$/': () => faker.helpers.arrayElement(['Single', 'Double', 'Twin', 'Deluxe', 'Family Suite', 'Penthouse Suite']),
              '/^roomPrice$/': () => faker.number.int({ min: 60, max: 600 }),
              '/^imageUrl$/': () => null,
              '/^firstName$/': () => faker.person.firstName(),
              '/^lastName$/': () => faker.person.lastName(),
              '/^guestName$/': () => faker.person.fullName(),
              '/^guestFullName$/': () => faker.person.fullName(),
              '/^bookingConfirmationCode$/': () => faker.string.fromCharacters('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 16),
              '/^numOfAdults$/': () => faker.number.int({ min: 1, max: 3 }),
              '/^numOfChildren$/': () => faker.number.int({ min: 0, max: 2 }),
              '/^totalNumOfGuests$/': () => faker.number.int({ min: 1, max: 5 }),
              '/^id$/': () => faker.number.int({ min: 1, max: 500 }),
              '/^roomNumber$/': () => faker.number.int({ min: 1, max: 500 }),
              '/^(email|guestEmail)$/': () => faker.internet.email(),
              '/^name$/': () => faker.helpers.arrayElement(['ROLE_USER', 'ROLE_ADMIN']),
              '/^message$/': () => faker.lorem.sentence(),
              // Two separate stays within the coming three weeks, as the availability calendar receives them.
              // (No named inner functions: orval inlines this source, and a bundler's name helper would come along.)
              '/^bookedNights$/': () =>
                [faker.number.int({ min: 2, max: 6 }), faker.number.int({ min: 12, max: 16 })].map((first) => ({
                  start: new Date(Date.now() + first * 86_400_000).toISOString().slice(0, 10),
                  end: new Date(Date.now() + (first + faker.number.int({ min: 1, max: 4 })) * 86_400_000).toISOString().slice(0, 10),
                })),
            },
          },
          // Clients call `/rooms/...`; the base URL (`/api` by default) comes from the axios instance.
          header: () => ['Generated by orval from openapi.json. Do not edit; run `npm run generate`.'],
        },
      },
    },
  };
}

export default defineConfig(hotelApiConfig());
