export { OTP_LENGTH, OtpInput, type OtpInputProps } from './OtpInput';
export { otpInputMessages, type OtpInputMessages } from './OtpInput.messages';
