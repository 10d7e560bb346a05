export { VerifyOtpForm, type VerifyOtpFormProps } from './VerifyOtpForm';
export { verifyOtpFormMessages, type VerifyOtpFormMessages } from './VerifyOtpForm.messages';
