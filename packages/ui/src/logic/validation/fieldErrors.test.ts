import { describe, expect, it } from 'vitest';
import { errorsByField } from './fieldErrors';

describe('errorsByField', () => {
  it('keeps the first message of each field', () => {
    expect(
      errorsByField([
        { field: 'checkOutDate', message: 'first' },
        { field: 'email', message: 'bad email' },
        { field: 'checkOutDate', message: 'second' },
      ]),
    ).toEqual({ checkOutDate: 'first', email: 'bad email' });
  });

  it('is empty without errors', () => {
    expect(errorsByField([])).toEqual({});
  });
});
