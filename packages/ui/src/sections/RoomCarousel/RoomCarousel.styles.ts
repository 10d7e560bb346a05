import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
`;

export const Carousel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;

export const ArrowButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.accent};
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const Slides = styled.div`
  border-radius: ${({ theme }) => theme.radius.card};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

/** Four cards side by side on wide screens, two on medium, one on small. */
export const SlideList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
