import { styled } from 'styled-components';
import { dayPickerMonthHeight } from '../shared/dayPickerSize';

// What the calendar and its placeholder share, apart from the calendar's own styles: the placeholder (in the first
// JavaScript of a page that loads the calendar on demand) brings no date picker CSS along.

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

/** The calendar's box while its code loads: a month's height, the spinner in the middle. */
export const CalendarPlaceholder = styled.div`
  display: grid;
  place-items: center;
  height: ${dayPickerMonthHeight};
`;
