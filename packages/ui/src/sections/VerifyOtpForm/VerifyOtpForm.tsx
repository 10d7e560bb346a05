import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { OTP_LENGTH, OtpInput, type OtpInputMessages } from '../../components/OtpInput';
import { verifyOtpFormMessages, type VerifyOtpFormMessages } from './VerifyOtpForm.messages';
import * as S from './VerifyOtpForm.styles';

export type VerifyOtpFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'noValidate'> & {
  /** The address the code was sent to. */
  email: string;
  /** Verify OTP pressed with all six digits. */
  onVerify: (code: string) => void;
  onResend: () => void;
  /** Shows Verify OTP as pending. */
  isVerifying?: boolean;
  /** Shows Resend OTP as pending. */
  isResending?: boolean;
  /** The server's success text (after verifying or resending). */
  successMessage?: string;
  /**
   * The failure's text from the app when verifying failed (e.g. the server's message, or 'OTP verification failed'),
   * shown as is. Marks the boxes invalid.
   */
  verifyError?: string;
  /** The failure's text from the app when resending failed (e.g. 'Failed to resend OTP'), shown as is. */
  resendError?: string;
  defaultCode?: string;
  /** Outline level of the 'Verify OTP' heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<VerifyOtpFormMessages>;
  otpInputMessages?: Partial<OtpInputMessages>;
};

/**
 * Verify OTP: the address the code went to, six digit boxes, 'Verify OTP' and 'Resend OTP',
 * and the app's success and error texts. Verify with missing digits says so and focuses the first empty box.
 */
export const VerifyOtpForm = forwardRef<HTMLFormElement, VerifyOtpFormProps>(function VerifyOtpForm({
  email,
  onVerify,
  onResend,
  isVerifying = false,
  isResending = false,
  successMessage,
  verifyError,
  resendError,
  defaultCode = '',
  headingLevel = 2,
  messages,
  otpInputMessages,
  ...rest
}, ref) {
  const t = useMessages('VerifyOtpForm', verifyOtpFormMessages, messages);
  const headingId = useId();
  const sentToId = useId();
  const otpId = useId();
  const codeErrorId = useId();
  const [code, setCode] = useState(defaultCode);
  const [isIncomplete, setIsIncomplete] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length < OTP_LENGTH) {
      setIsIncomplete(true);
      // The first empty box: the digits are contiguous, so it is the box after the last digit.
      const boxes = event.currentTarget.querySelectorAll<HTMLInputElement>(`[id="${otpId}"] input`);
      boxes[code.length]?.focus();
      return;
    }
    onVerify(code);
  };

  return (
    <S.Root aria-labelledby={headingId} noValidate onSubmit={handleSubmit} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <S.SentTo id={sentToId}>{formatMessage(t.sentTo, { email })}</S.SentTo>
      {successMessage ? <Alert tone="success">{successMessage}</Alert> : null}
      {verifyError ? <Alert tone="danger">{verifyError}</Alert> : null}
      {resendError ? <Alert tone="danger">{resendError}</Alert> : null}
      <OtpInput
        id={otpId}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (next.length === OTP_LENGTH) setIsIncomplete(false);
        }}
        isInvalid={isIncomplete || Boolean(verifyError)}
        aria-describedby={isIncomplete ? `${sentToId} ${codeErrorId}` : sentToId}
        messages={otpInputMessages}
      />
      {isIncomplete ? <S.CodeError id={codeErrorId}>{formatMessage(t.incomplete, { count: OTP_LENGTH })}</S.CodeError> : null}
      <S.Actions>
        <Button type="submit" isPending={isVerifying}>
          {t.verify}
        </Button>
        <Button variant="secondary" isPending={isResending} onPress={onResend}>
          {t.resend}
        </Button>
      </S.Actions>
    </S.Root>
  );
});
