import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Graphic as SpinnerGraphic } from '../Spinner/SpinnerGraphic.styles';
import * as S from './Button.styles';
import { useRequireProvider } from '../../provider/missingProvider';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'md' | 'sm';

export type ButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'onClick'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: shows a spinner, sets aria-busy and aria-disabled, and ignores presses (focus stays). */
  isPending?: boolean;
  /** Stretch to the container's width. */
  isFullWidth?: boolean;
  /** Mouse, touch or keyboard (Enter/Space) activation. Not called while pending or disabled. */
  onPress?: () => void;
};

/** A `<button>` (type "button" unless given). Variants are `data-variant` styles, not separate components. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  isFullWidth = false,
  type = 'button',
  onPress,
  children,
  ...rest
}, ref) {
  useRequireProvider('Button');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isPending) {
      event.preventDefault();
      return;
    }
    onPress?.();
  };

  return (
    <S.Button
      ref={ref}
      {...rest}
      type={type}
      data-variant={variant}
      data-size={size}
      data-full-width={isFullWidth || undefined}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
      aria-disabled={isPending || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {isPending ? <SpinnerGraphic aria-hidden="true" /> : null}
      {children}
    </S.Button>
  );
});
