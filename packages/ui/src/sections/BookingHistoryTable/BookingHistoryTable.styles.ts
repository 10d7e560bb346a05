import { styled } from 'styled-components';

export const Status = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.strong};

  &[data-status='CONFIRMED'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-status='CANCELLED'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Code = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.03em;
  overflow-wrap: anywhere;
`;
