import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(max-content, auto) 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    font-variant-numeric: tabular-nums;
  }
`;

export const Status = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &[data-status='CONFIRMED'] {
    color: ${({ theme }) => theme.color.success};
    background: ${({ theme }) => theme.color.successSurface};
  }
  &[data-status='CANCELLED'] {
    color: ${({ theme }) => theme.color.danger};
    background: ${({ theme }) => theme.color.dangerSurface};
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
