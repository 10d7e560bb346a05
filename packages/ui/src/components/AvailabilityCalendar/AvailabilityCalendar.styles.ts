import { styled } from 'styled-components';
import { dayPickerStyles } from '../shared/dayPicker.styles';

export { Hint, Root } from './AvailabilityCalendarFrame.styles';

/** react-day-picker's class for a day whose night is booked (`modifiersClassNames`). */
export const bookedDayClass = 'hui-booked';
/** The same for a night the hotel does not sell. */
export const closedDayClass = 'hui-closed';

export const Calendar = styled.div`
  ${dayPickerStyles}

  /* A day with its night's price (PricedDayButton): the number above the price, small enough for the day's square. */
  .rdp-day_button[data-price] {
    flex-direction: column;
    gap: 1px;

    &::after {
      content: attr(data-price);
      /* '$1,250' and '1.250 €' fit the day's 2.25rem square. */
      font-size: 0.5625rem;
      letter-spacing: -0.04em;
      font-weight: ${({ theme }) => theme.fontWeight.regular};
      line-height: 1;
      white-space: nowrap;
    }
  }

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

