import { css, styled } from 'styled-components';

/**
 * The Card's look: a raised panel with the brand's card radius. Sections whose root is a card
 * (a `<section>`, a `<form>`) start their styles with it rather than repeating the tokens.
 */
export const cardSurface = css`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

export const Root = styled.div`
  ${cardSurface}
`;
