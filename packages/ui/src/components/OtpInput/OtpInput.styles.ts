import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Root = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

/** The six boxes stay one row down to a 320 px screen: they shrink below their 2.75rem rather than wrap. */
export const Boxes = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Box = styled.input`
  flex: 0 1 2.75rem;
  min-width: 0;
  height: 3.25rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: ${({ theme }) => theme.color.accent};
  ${focusRing}

  &:focus {
    border-color: ${({ theme }) => theme.color.accent};
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
