import { styled } from 'styled-components';
import { dayPickerStyles } from '../shared/dayPicker.styles';

export { Hint, Root } from './AvailabilityCalendarFrame.styles';

/** react-day-picker's class for a day whose night is booked (`modifiersClassNames`). */
export const bookedDayClass = 'hui-booked';
/** The same for a night the hotel does not sell. */
export const closedDayClass = 'hui-closed';

export const Calendar = styled.div`
  ${dayPickerStyles}

  /* Booked nights read as taken, not only as disabled. */
  .${bookedDayClass} .rdp-day_button {
    text-decoration: line-through;
  }

  /* Closed nights read as closed, not as taken by a guest. */
  .${closedDayClass} .rdp-day_button {
    text-decoration: underline dotted;
    font-style: italic;
  }
`;

