import { styled } from 'styled-components';

/**
 * The spinning ring alone, decorative. Its own module, so `Button` (which shows it while pending) ships no more of
 * `Spinner`. The animation is a plain `@keyframes` in the rule (styled-components puts it at the top level) rather than
 * styled-components' `keyframes`, whose code cost a one-Button page 0.13 KB gzip; `hui-` keeps the name the kit's own.
 */
export const Graphic = styled.span`
  display: inline-block;
  flex: none;
  width: 1em;
  height: 1em;
  border: 0.15em solid currentColor;
  border-inline-end-color: transparent;
  border-radius: var(--hui-radius-pill);
  animation: hui-spin 0.75s linear infinite;

  @keyframes hui-spin {
    to {
      transform: rotate(360deg);
    }
  }

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.5s;
  }
`;
