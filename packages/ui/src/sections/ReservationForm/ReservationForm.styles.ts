import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  /* The prefilled account email is read-only: make that visible, not only announced. */
  input[readonly] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
    border-style: dashed;
  }
`;

export const Group = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** Titles the stay's fields like a heading, and like one breaks a long word ('Aufenthaltszeitraum' at 320 px). */
export const Legend = styled.legend`
  grid-column: 1 / -1;
  overflow-wrap: anywhere;
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: 0 0 ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.headingWeight};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** The optional date picker spans the period's columns, above the typed dates. */
export const DatePicker = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;
