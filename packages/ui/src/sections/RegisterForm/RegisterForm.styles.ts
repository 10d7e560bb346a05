import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 32rem;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

export const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

export const Footer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  a {
    margin-inline-start: ${({ theme }) => theme.space[1]};
  }
`;
