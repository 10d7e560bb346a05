import { styled, css } from 'styled-components';
import { focusRing } from '../../theme/mixins';

/**
 * Button looks, selected by `data-variant` / `data-size` / `data-full-width`.
 * Shared with `Link` (variants 'primary' and 'secondary'), so a link can look like a button.
 */
export const buttonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.button};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms,
    border-color 120ms,
    color 120ms;
  ${focusRing}

  &[data-size='sm'] {
    min-height: 2rem;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: color-mix(in srgb, ${({ theme }) => theme.color.accent} 85%, black);
    }
  }

  &[data-variant='secondary'] {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.borderStrong};
    color: ${({ theme }) => theme.color.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      border-color: ${({ theme }) => theme.color.accent};
      color: ${({ theme }) => theme.color.accent};
    }
  }

  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: color-mix(in srgb, ${({ theme }) => theme.color.danger} 85%, black);
    }
  }

  &[data-variant='link'] {
    min-height: auto;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }

  &:disabled,
  &[aria-disabled='true']:not([data-pending]) {
    cursor: not-allowed;
    opacity: 0.65;
  }

  /* Pending keeps full colour: its label (e.g. 'Booking Confirmed, redirecting to payment...') must stay readable. */
  &[data-pending] {
    cursor: progress;
  }
`;

export const Button = styled.button`
  ${buttonStyles}
`;
