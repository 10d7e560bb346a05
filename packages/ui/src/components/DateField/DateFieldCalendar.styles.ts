import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';
import { focusRing } from '../../theme/mixins';
import { dayPickerStyles } from '../shared/dayPicker.styles';
import { calendarButtonSize } from './DateField.styles';

export const OpenButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: ${calendarButtonSize};
  min-height: 2.5rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

/** A modal dialog, centred: the month grid, then Close. */
export const Dialog = styled.dialog`
  max-width: calc(100vw - 2rem);
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  &[open] {
    display: grid;
    justify-items: end;
    gap: ${({ theme }) => theme.space[3]};
  }

  &::backdrop {
    background: color-mix(in srgb, ${({ theme }) => theme.color.text} 40%, transparent);
  }
`;

export const Calendar = styled.div`
  justify-self: stretch;
  ${dayPickerStyles}
`;
