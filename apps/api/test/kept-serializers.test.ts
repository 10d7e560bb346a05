import { describe, expect, it } from 'vitest';
import { buildKeptSerializer } from '../src/lib/kept-serializers.js';

const route = (schema: unknown) => ({ method: 'GET', url: '/rooms', httpStatus: '200', schema });
const roomSchema = () => ({
  type: 'object',
  properties: { id: { type: 'integer' }, roomType: { type: 'string' } },
  required: ['id', 'roomType'],
});

describe('buildKeptSerializer', () => {
  it('compiles a response schema once per process, whichever copy of it a route brings', () => {
    const first = buildKeptSerializer({}, {})(route(roomSchema()));
    const again = buildKeptSerializer({}, {})(route(roomSchema()));
    expect(again).toBe(first);
    // Only the schema's properties are written, as fast-json-stringify does.
    expect(first({ id: 7, roomType: 'Suite', secret: 'x' })).toBe('{"id":7,"roomType":"Suite"}');
  });

  it('compiles another serializer for another schema, other shared schemas or other options', () => {
    const serializer = buildKeptSerializer({}, {})(route(roomSchema()));
    const otherSchema = { ...roomSchema(), properties: { id: { type: 'integer' } }, required: ['id'] };
    expect(buildKeptSerializer({}, {})(route(otherSchema))).not.toBe(serializer);
    expect(buildKeptSerializer({ 'Other#': { $id: 'Other#', type: 'string' } }, {})(route(roomSchema()))).not.toBe(serializer);
    expect(buildKeptSerializer({}, { rounding: 'ceil' })(route(roomSchema()))).not.toBe(serializer);
  });
});
