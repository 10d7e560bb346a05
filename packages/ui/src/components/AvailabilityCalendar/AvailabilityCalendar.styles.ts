import { styled } from 'styled-components';
import { dayPickerStyles } from '../shared/dayPicker.styles';

export { Hint, Root } from './AvailabilityCalendarFrame.styles';

/** react-day-picker's class for a day whose night is booked (`modifiersClassNames`). */
export const bookedDayClass = 'hui-booked';

export const Calendar = styled.div`
  ${dayPickerStyles}

  /* Booked nights read as taken, not only as disabled. */
  .${bookedDayClass} .rdp-day_button {
    text-decoration: line-through;
  }
`;

