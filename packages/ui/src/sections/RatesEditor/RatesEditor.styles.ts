import { styled } from 'styled-components';
import { Table } from '../../primitives/Table';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Weekdays = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.headingWeight};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const WeekdayGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * The seasons and closures tables: headers wrap between words (bottom-aligned, as in the admin bookings table), so
 * 40 % longer headers (the pseudo-locale) still fit a 1280 px screen; the fields set the columns' widths.
 */
export const RangesTable = styled(Table)`
  th {
    white-space: normal;
    vertical-align: bottom;
  }
`;

/**
 * A date field in a table cell keeps room for a whole date beside its calendar button (it would shrink to '07/0' when
 * the columns are tight).
 */
export const CellDateField = styled.div`
  min-width: 10.5rem;
`;

/** Inputs in table cells keep a usable width while the table scrolls sideways on small screens. */
export const CellField = styled.div`
  min-width: 8rem;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
