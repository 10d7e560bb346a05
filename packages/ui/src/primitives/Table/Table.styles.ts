import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Scroller = styled.div`
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surfaceRaised};
  ${focusRing}
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.headingWeight};
  font-size: ${({ theme }) => theme.fontSize.lg};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const HeaderCell = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  text-align: start;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeight.strong};

  &[data-align='end'] {
    text-align: end;
  }
`;

export const Cell = styled.td`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: middle;

  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  tr:last-child > & {
    border-bottom: 0;
  }
`;
