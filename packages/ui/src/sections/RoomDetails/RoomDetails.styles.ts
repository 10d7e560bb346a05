import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.media.md} {
    &[data-status='ready'] {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
  }
`;

export const Image = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    font-variant-numeric: tabular-nums;
  }
`;

export const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  /* A check mark drawn with borders, in the accent colour. */
  li::before {
    content: '';
    flex: none;
    width: 0.4em;
    height: 0.75em;
    margin-inline: 0.2em 0.1em;
    border: solid ${({ theme }) => theme.color.accent};
    border-width: 0 0.15em 0.15em 0;
    transform: translateY(-0.1em) rotate(45deg);
  }
`;
