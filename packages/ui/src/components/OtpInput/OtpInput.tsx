import { forwardRef, useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent, } from 'react';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { otpInputMessages, type OtpInputMessages } from './OtpInput.messages';
import * as S from './OtpInput.styles';

/** The spec's code length. */
export const OTP_LENGTH = 6;

export type OtpInputProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange' | 'children' | 'disabled'> & {
  /** The digits entered so far, from the start (up to `length`); anything but digits is ignored. */
  value: string;
  /** Every change, with the new digits. */
  onChange: (value: string) => void;
  /** Called when a change fills the last box, with the whole code. */
  onComplete?: (code: string) => void;
  /** Number of boxes. Default 6. */
  length?: number;
  /** Marks every box invalid (e.g. the code was refused). */
  isInvalid?: boolean;
  isDisabled?: boolean;
  /** Keep the legend for assistive technology only. */
  hideLegend?: boolean;
  messages?: Partial<OtpInputMessages>;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code in single-digit boxes (Verify OTP), in a fieldset with a legend.
 * A digit fills its box and moves on; Backspace on an empty box goes back and clears the previous digit;
 * anything else typed is ignored; the arrow keys (mirrored in a right-to-left locale, where ArrowLeft leads to the next box), Home and End
 * move; pasting a code fills the boxes from the one pasted into.
 * The digits stay contiguous: focus goes to the first empty box, never past it, and Tab stops once in the group.
 */
export const OtpInput = forwardRef<HTMLFieldSetElement, OtpInputProps>(function OtpInput({
  value,
  onChange,
  onComplete,
  length = OTP_LENGTH,
  isInvalid = false,
  isDisabled = false,
  hideLegend = false,
  messages,
  ...rest
}, ref) {
  const t = useMessages('OtpInput', otpInputMessages, messages);
  const code = onlyDigits(value).slice(0, length);
  /** The first empty box (or the last box when full): the group's Tab stop and the furthest box focus may go. */
  const activeIndex = Math.min(code.length, length - 1);
  // Set while this component moves focus itself, before the parent has re-rendered with the new value.
  const isMovingFocus = useRef(false);

  const focusBox = (from: HTMLElement, index: number) => {
    const boxes = from.closest('fieldset')?.querySelectorAll<HTMLInputElement>('input[data-otp-index]');
    const target = boxes?.[Math.max(0, Math.min(index, length - 1))];
    if (!target) return;
    isMovingFocus.current = true;
    target.focus();
    target.select();
    isMovingFocus.current = false;
  };

  const commit = (next: string) => {
    if (next === code) return;
    onChange(next);
    if (next.length === length) onComplete?.(next);
  };

  /** Writes `digits` from box `index` on, overwriting what is there. Returns the new code. */
  const writeAt = (index: number, digits: string) =>
    (code.slice(0, index) + digits + code.slice(index + digits.length)).slice(0, length);

  const handleFocus = (index: number) => (event: FocusEvent<HTMLInputElement>) => {
    if (!isMovingFocus.current && index > activeIndex) {
      focusBox(event.currentTarget, activeIndex);
      return;
    }
    event.currentTarget.select();
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    if (typed === '') {
      // Cleared another way than Backspace (cut, a mobile keyboard): drop this digit.
      commit(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    let digits = onlyDigits(typed);
    if (!digits) return; // not a digit: ignored
    const current = code[index];
    if (digits.length === 2 && current !== undefined) {
      // Typed next to the existing digit instead of over it: keep the new one.
      digits = digits[0] === current ? digits[1]! : digits[0]!;
    }
    const next = writeAt(index, digits);
    commit(next);
    focusBox(event.currentTarget, index + digits.length);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    switch (event.key) {
      case 'Backspace':
        event.preventDefault();
        if (code[index] !== undefined) {
          commit(code.slice(0, index) + code.slice(index + 1));
        } else if (index > 0) {
          commit(code.slice(0, index - 1));
          focusBox(box, index - 1);
        }
        break;
      case 'Delete':
        event.preventDefault();
        if (code[index] !== undefined) commit(code.slice(0, index) + code.slice(index + 1));
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        event.preventDefault();
        // The boxes run in the writing direction: right to left, the next box lies to the left, so ArrowLeft leads to
        // it (as in RoomCarousel and the calendars). Read from the layout, so it holds wherever `dir` is set.
        const towardsNext = getComputedStyle(box).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
        focusBox(box, event.key === towardsNext ? Math.min(index + 1, activeIndex) : index - 1);
        break;
      }
      case 'Home':
        event.preventDefault();
        focusBox(box, 0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(box, activeIndex);
        break;
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text/plain') || event.clipboardData.getData('text'));
    if (!digits) return;
    // A whole code replaces everything, whichever box it is pasted into.
    const next = digits.length >= length ? digits.slice(0, length) : writeAt(index, digits);
    commit(next);
    focusBox(event.currentTarget, digits.length >= length ? length - 1 : index + digits.length);
  };

  return (
    <S.Root disabled={isDisabled} ref={ref} {...rest}>
      <S.Legend data-hidden={hideLegend || undefined}>{t.legend}</S.Legend>
      <S.Boxes>
        {Array.from({ length }, (_, index) => (
          <S.Box
            key={index}
            data-otp-index={index}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={formatMessage(t.digitLabel, { index: index + 1, count: length })}
            aria-invalid={isInvalid || undefined}
            tabIndex={index === activeIndex ? 0 : -1}
            value={code[index] ?? ''}
            onFocus={handleFocus(index)}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste(index)}
          />
        ))}
      </S.Boxes>
    </S.Root>
  );
});
