import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

/** Positioned, so it holds the visually hidden caption and header, whose absolute boxes would widen the page. */
export const Scroller = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surfaceRaised};
  ${focusRing}

  /* Stacked: in a container narrower than 36em each row becomes a card of "header: value" lines, read from data-label. */
  &[data-stacked] {
    container-type: inline-size;
  }

  @container (max-width: 36em) {
    &[data-stacked] :is(table, tbody, tr, td) {
      display: block;
    }

    &[data-stacked] thead {
      ${visuallyHidden}
    }

    &[data-stacked] tr {
      padding-block: ${({ theme }) => theme.space[2]};
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }

    &[data-stacked] tr:last-child {
      border-bottom: 0;
    }

    &[data-stacked] td {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      gap: ${({ theme }) => theme.space[2]};
      padding-block: ${({ theme }) => theme.space[1]};
      border-bottom: 0;
      text-align: start;
      /* A long word (a German header, a confirmation code) wraps inside its column instead of running into the next. */
      overflow-wrap: anywhere;
    }

    &[data-stacked] td[data-label]::before {
      content: attr(data-label);
      hyphens: auto;
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.fontWeight.strong};
    }
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  text-align: start;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.headingWeight};
  font-size: ${({ theme }) => theme.fontSize.lg};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const HeaderCell = styled.th`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  text-align: start;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeight.strong};

  &[data-align='end'] {
    text-align: end;
  }
`;

export const Cell = styled.td`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  vertical-align: middle;

  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  tr:last-child > & {
    border-bottom: 0;
  }
`;
