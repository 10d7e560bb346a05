/**
 * Failure texts of password change and "log out of all devices" (the spec has none of them), for a
 * failure the server sent no text of its own for. Apart from errorMessages so the home page's JavaScript does not carry them.
 */
export const accountErrorMessages = {
  changePassword: 'Could not change the password. Please try again.',
  forgotPassword: 'Could not send the code. Please try again.',
  resetPassword: 'Could not set the new password. Please try again.',
  logOutEverywhere: 'Could not log out of all devices. Please try again.',
} as const;
