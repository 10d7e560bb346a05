import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export { ArrowButton } from './RoomGallery.styles';

/** The whole viewport, less a margin: header, the photo as large as fits, its caption and the arrows. */
export const Dialog = styled.dialog`
  box-sizing: border-box;
  width: calc(100vw - 2rem);
  max-width: 80rem;
  height: calc(100dvh - 2rem);
  max-height: none;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  &[open] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto auto;
    gap: ${({ theme }) => theme.space[3]};
  }

  &::backdrop {
    background: color-mix(in srgb, ${({ theme }) => theme.color.text} 70%, transparent);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Position = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  font-variant-numeric: tabular-nums;
`;

/** The photo whole (never cropped), centred in the space left. */
export const Stage = styled.div`
  display: grid;
  place-items: center;
  min-height: 0;

  picture {
    display: contents;
  }

  img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

export const Caption = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
`;
