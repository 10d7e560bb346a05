export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { forgotPasswordFormMessages, type ForgotPasswordFormMessages } from './ForgotPasswordForm.messages';
