import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

/** The card shared by the account forms: narrow, centred content. */
export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 28rem;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

export const Footer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  a {
    margin-inline-start: ${({ theme }) => theme.space[1]};
  }
`;
