import { styled } from 'styled-components';
import { Button } from '../../primitives/Button';
import { ArrowButton as CarouselArrowButton } from '../RoomCarousel/RoomCarousel.styles';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** A fixed 4:3 box whatever the photos' sizes, so the page never moves while they load or change. */
export const Viewport = styled.div`
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  /* Vertical swipes still scroll the page; sideways ones reach the gallery as pointer events. */
  touch-action: pan-y;
  user-select: none;
`;

/** All photos side by side, moved along by the index (mirrored in a right-to-left page). */
export const Track = styled.div`
  display: flex;
  height: 100%;
  transform: translateX(calc(var(--gallery-index) * -100%));
  transition: transform 250ms ease-out;

  &:dir(rtl) {
    transform: translateX(calc(var(--gallery-index) * 100%));
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;

  picture {
    display: block;
    height: 100%;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ArrowButton = styled(CarouselArrowButton)`
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

export const Position = styled.p`
  margin: 0;
  min-width: 7ch;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

/** 'View larger', at the end of the row. */
export const EnlargeButton = styled(Button)`
  margin-inline-start: auto;
`;
