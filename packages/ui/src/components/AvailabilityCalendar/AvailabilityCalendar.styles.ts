import { styled } from 'styled-components';
import { dayPickerStyles } from '../shared/dayPicker.styles';

/** react-day-picker's class for a day whose night is booked (`modifiersClassNames`). */
export const bookedDayClass = 'hui-booked';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  color: ${({ theme }) => theme.color.text};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Calendar = styled.div`
  ${dayPickerStyles}

  /* Booked nights read as taken, not only as disabled. */
  .${bookedDayClass} .rdp-day_button {
    text-decoration: line-through;
  }
`;
