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
  gap: var(--hui-space-2);
  min-height: 2.5rem;
  padding: var(--hui-space-2) var(--hui-space-4);
  border: 1px solid transparent;
  border-radius: var(--hui-radius-button);
  font: inherit;
  font-weight: var(--hui-font-weight-strong);
  line-height: var(--hui-line-height-tight);
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 120ms,
    border-color 120ms,
    color 120ms;
  ${focusRing}

  &[data-size='sm'] {
    min-height: 2rem;
    padding: var(--hui-space-1) var(--hui-space-3);
    font-size: var(--hui-font-size-sm);
  }

  &[data-full-width] {
    width: 100%;
  }

  &[data-variant='primary'] {
    background: var(--hui-color-accent);
    color: var(--hui-color-on-accent);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: color-mix(in srgb, var(--hui-color-accent) 85%, black);
    }
  }

  &[data-variant='secondary'] {
    background: var(--hui-color-surface-raised);
    border-color: var(--hui-color-border-strong);
    color: var(--hui-color-text);
    &:hover:not(:disabled, [aria-disabled='true']) {
      border-color: var(--hui-color-accent);
      color: var(--hui-color-accent);
    }
  }

  &[data-variant='danger'] {
    background: var(--hui-color-danger);
    color: var(--hui-color-on-danger);
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: color-mix(in srgb, var(--hui-color-danger) 85%, black);
    }
  }

  &[data-variant='link'] {
    min-height: auto;
    padding: 0;
    background: none;
    color: var(--hui-color-accent);
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
