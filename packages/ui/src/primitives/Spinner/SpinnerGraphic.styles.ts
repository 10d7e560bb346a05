import { keyframes, styled } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The spinning ring alone, decorative. Its own module, so `Button` (which shows it while pending) ships no more of `Spinner`. */
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
