export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { resetPasswordFormMessages, type ResetPasswordFormMessages } from './ResetPasswordForm.messages';
