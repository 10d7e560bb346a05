import { styled } from 'styled-components';

/** The calendar button's width, kept free beside the text field while the button's code loads. */
export const calendarButtonSize = '2.75rem';

/** The text field and, once loaded, its calendar button. */
export const Control = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${calendarButtonSize};
  gap: ${({ theme }) => theme.space[1]};
`;
