import { styled } from 'styled-components';
import { Input } from '../../primitives/Field/Field.styles';
import { focusRing } from '../../theme/mixins';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 36rem;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** The shared control look, with the browser's file button styled to match. */
export const FileInput = styled(Input)`
  padding: ${({ theme }) => theme.space[1]};

  &::file-selector-button {
    margin-inline-end: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.control};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    cursor: pointer;
  }
`;

export { TextArea } from '../../primitives/Field/Field.styles';

/** Bed type and size side by side where there is room. */
export const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(12rem, 100%), 1fr));
`;

export const Amenities = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};

  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.fontWeight.strong};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 2.75rem;
    cursor: pointer;
  }

  input {
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent};
    ${focusRing}
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;

export const Preview = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  margin: 0;
`;

export const PreviewImage = styled.img`
  display: block;
  width: 100%;
  max-width: 18rem;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
`;

export const PreviewCaption = styled.figcaption`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
