import { styled } from 'styled-components';
import { forcedColorsSelected } from '../../theme/forcedColors';
import { focusRing } from '../../theme/mixins';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled.button`
  min-width: 2.5rem;
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.button};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.accent};
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    cursor: default;
    ${forcedColorsSelected}
  }
`;
