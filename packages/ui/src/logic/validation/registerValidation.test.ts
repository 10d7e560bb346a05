import { describe, expect, it } from 'vitest';
import { registerValidationMessages, validateRegister } from './registerValidation';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'secret' };

describe('validateRegister', () => {
  it('accepts valid values; a 6-character password is enough', () => {
    expect(validateRegister(valid)).toEqual([]);
  });

  it('reports in the spec order: first name, last name, email, password', () => {
    expect(validateRegister({ firstName: ' ', lastName: '', email: 'ada.example.com', password: '12345' })).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'lastName', message: 'Last name is required' },
      { field: 'email', message: 'Valid email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('applies the one email rule: a local address such as bob@localhost is fine, a space is not', () => {
    expect(validateRegister({ ...valid, email: 'bob@localhost' })).toEqual([]);
    expect(validateRegister({ ...valid, email: 'bob @localhost' })).toEqual([
      { field: 'email', message: 'Valid email is required' },
    ]);
  });

  it('takes brand messages', () => {
    const messages = { ...registerValidationMessages, passwordTooShort: 'Longer, please' };
    expect(validateRegister({ ...valid, password: '' }, messages)).toEqual([
      { field: 'password', message: 'Longer, please' },
    ]);
  });
});
