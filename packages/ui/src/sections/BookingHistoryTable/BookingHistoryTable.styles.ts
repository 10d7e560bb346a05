import { styled } from 'styled-components';

export const Code = styled.span`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.03em;
  overflow-wrap: anywhere;
`;
