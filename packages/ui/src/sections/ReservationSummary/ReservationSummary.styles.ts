import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

export const TotalBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export const Total = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.strong};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: ${({ theme }) => theme.font.headingWeight};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const Breakdown = styled.p`
  margin: 0;
  text-align: end;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Confirming = styled.div`
  display: flex;
  justify-content: flex-end;
`;
