import { describe, expect, it } from 'vitest';
import { validateChangePassword, validateResetPassword } from './passwordValidation';

const reset = { email: 'ada@example.com', code: '042917', newPassword: 'secret', confirmPassword: 'secret' };

describe('validateResetPassword', () => {
  it('accepts valid values; 6 characters are enough, as at registration', () => {
    expect(validateResetPassword(reset)).toEqual([]);
  });

  it('reports the first problem in form order: email, code, new password, confirmation', () => {
    expect(validateResetPassword({ ...reset, email: 'ada', code: '1' })).toEqual([{ field: 'email', message: 'Valid email is required' }]);
    expect(validateResetPassword({ ...reset, code: '12345' })[0]?.field).toBe('code');
    expect(validateResetPassword({ ...reset, code: '12345a' })[0]?.field).toBe('code');
    expect(validateResetPassword({ ...reset, newPassword: '12345', confirmPassword: '12345' })).toEqual([
      { field: 'newPassword', message: 'Password must be at least 6 characters' },
    ]);
    expect(validateResetPassword({ ...reset, confirmPassword: 'secreT' })).toEqual([
      { field: 'confirmPassword', message: 'The passwords do not match' },
    ]);
  });

  it('counts characters, not UTF-16 units, like the server', () => {
    expect(validateResetPassword({ ...reset, newPassword: '😀😀😀', confirmPassword: '😀😀😀' })[0]?.field).toBe('newPassword');
  });
});

describe('validateChangePassword', () => {
  it('needs the current password first, then the new password rules', () => {
    const values = { currentPassword: 'old one', newPassword: 'secret', confirmPassword: 'secret' };
    expect(validateChangePassword(values)).toEqual([]);
    expect(validateChangePassword({ ...values, currentPassword: '' })[0]?.field).toBe('currentPassword');
    expect(validateChangePassword({ ...values, confirmPassword: '' })[0]?.field).toBe('confirmPassword');
  });
});
