import { styled } from 'styled-components';

export { FileInput } from './RoomForm.styles';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Photos = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Photo = styled.li`
  display: grid;
  grid-template-columns: auto 8rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};

  &[data-dragging] {
    opacity: 0.6;
  }
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
  }
`;

/** A chosen photo waiting for its alt text: no handle, it is not in the order yet. */
export const PendingPhoto = styled(Photo)`
  grid-template-columns: 8rem minmax(0, 1fr);
  border-style: dashed;
`;

/** Held and dragged with a pointer; the page must not scroll instead. */
export const DragHandle = styled.span`
  display: grid;
  place-items: center;
  align-self: stretch;
  padding-inline: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.textMuted};
  cursor: grab;
  touch-action: none;
`;

export const Thumbnail = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};

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

export const PhotoBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

export const PhotoLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

export const PhotoActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Uploads = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    justify-items: start;
    overflow-wrap: anywhere;
  }
`;

export const Progress = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.color.accent};
`;

export const UploadError = styled.span`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;
