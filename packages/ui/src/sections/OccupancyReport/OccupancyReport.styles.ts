import { styled } from 'styled-components';
import { Table } from '../../primitives/Table';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  justify-content: space-between;
`;

export const PeriodForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;

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
