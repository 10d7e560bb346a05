import { styled } from 'styled-components';
import { Table, TableCell } from '../../primitives/Table';

/**
 * Fifteen columns fit a 1280 px screen in every brand and in German: headers and dates wrap between words and long
 * German headers at their soft hyphens (in the messages: Chromium has no hyphenation dictionaries for `hyphens:
 * auto` on Linux), cells keep a tighter inline padding and long emails wrap anywhere, while confirmation codes never
 * break.
 */
export const BookingsTable = styled(Table)`
  th {
    white-space: normal;
    vertical-align: bottom;
  }

  th,
  td {
    padding-inline: ${({ theme }) => theme.space[1]};
  }

  /* The outer cells keep a wider inset from the table's edge. */
  th:first-child,
  td:first-child {
    padding-inline-start: ${({ theme }) => theme.space[2]};
  }

  th:last-child,
  td:last-child {
    padding-inline-end: ${({ theme }) => theme.space[2]};
  }
`;

/** Wraps at BreakableEmail's points; a part wider than the column alone breaks inside (break-word, unlike anywhere, keeps the column from shrinking to a letter). */
export const EmailCell = styled(TableCell)`
  overflow-wrap: break-word;
`;

export const Code = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
  white-space: nowrap;
`;
