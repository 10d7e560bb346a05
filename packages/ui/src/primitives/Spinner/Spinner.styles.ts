import { styled, keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinning ring alone, decorative; `Button` reuses it while pending. */
export const Graphic = styled.span`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: 0.15em solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  animation: ${spin} 0.75s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s;
  }
`;

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.accent};

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

export const Label = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
