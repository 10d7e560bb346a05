import { styled } from 'styled-components';
import { Link } from '../../primitives/Link';

export const Root = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[data-variant='result'] {
    ${({ theme }) => theme.media.md} {
      grid-template-rows: none;
      grid-template-columns: minmax(12rem, 2fr) 3fr;
    }
  }
`;

/**
 * The photo's box never depends on the photo (its size, or whether it has arrived): the text below or beside it
 * stays put when it loads.
 */
export const Image = styled.img`
  display: block;
  width: 100%;
  height: 16rem;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surface};

  /* Beside the text: as high as the card's row, which the text and this minimum decide (not the photo). */
  &[data-variant='result'] {
    ${({ theme }) => theme.media.md} {
      height: 100%;
      min-height: 16rem;
      contain: size;
    }
  }

  /* The spec's carousel images are 200px high. */
  &[data-variant='carousel'] {
    height: 200px;
  }
`;

/** The carousel's image link: a pointer shortcut to the same page as Book Now, hidden from keyboard and AT. */
export const ImageLink = styled(Link)`
  && {
    display: block;
    border-radius: 0;
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
`;

export const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-variant-numeric: tabular-nums;
`;

export const StayTotal = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  font-variant-numeric: tabular-nums;
`;

/** At most three lines: the start of a room's description (or the spec's filler text). */
export const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

export const Actions = styled.div`
  display: flex;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;
