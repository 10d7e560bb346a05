import { styled } from 'styled-components';
import { TableCell } from '../../primitives/Table';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const NoWrapCell = styled(TableCell)`
  white-space: nowrap;
`;

export const Code = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

export const StatusBadge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  white-space: nowrap;

  &[data-status='CONFIRMED'] {
    background: ${({ theme }) => theme.color.successSurface};
    color: ${({ theme }) => theme.color.success};
  }

  &[data-status='CANCELLED'] {
    background: ${({ theme }) => theme.color.dangerSurface};
    color: ${({ theme }) => theme.color.danger};
  }
`;
