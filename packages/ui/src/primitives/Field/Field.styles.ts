import { styled, css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

/** A long word ('Stornierungsbedingungen') wraps inside the field instead of widening it ('anywhere': min-content). */
export const Label = styled.label`
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeight.strong};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

/** Looks shared by `<input>` and `<select>` controls. */
export const controlStyles = css`
  width: 100%;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  ${focusRing}

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

/** A multi-line text control in the field look (a room's description, the hotel's cancellation policy). */
export const TextArea = styled(Input).attrs({ as: 'textarea' })`
  min-height: 8rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeight.body};
`;

export const Select = styled.select`
  ${controlStyles}
`;
