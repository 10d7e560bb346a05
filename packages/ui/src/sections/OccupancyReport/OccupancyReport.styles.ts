import { styled } from 'styled-components';
import { Table } from '../../primitives/Table';

export { PeriodForm, Toolbar } from '../shared/periodToolbar.styles';

export const Download = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  max-inline-size: 24rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Seven columns of figures: their long headings wrap, so a desktop shows them all even in a long language. */
export const FiguresTable = styled(Table)`
  thead th {
    white-space: normal;
  }
`;
