import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
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
