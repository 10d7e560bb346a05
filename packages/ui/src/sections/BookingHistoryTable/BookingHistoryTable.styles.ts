import { styled } from 'styled-components';
import { Table } from '../../primitives/Table';

/**
 * Eight columns fit a desktop screen in every language: headers wrap between words (bottom-aligned), as in the
 * admin bookings table; 40 % longer headers (the pseudo-locale) needed ~1400 px on one line.
 */
export const HistoryTable = styled(Table)`
  th {
    white-space: normal;
    vertical-align: bottom;
  }
`;

export const Code = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.03em;
  overflow-wrap: anywhere;
`;
