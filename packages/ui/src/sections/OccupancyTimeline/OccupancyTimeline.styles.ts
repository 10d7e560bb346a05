import { css, styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

/** The grid's fixed measures, in pixels: the virtualisers place rows and nights by them. */
export const ROW_HEIGHT = 40;
export const NIGHT_WIDTH = 44;
export const HEADER_HEIGHT = 56;
export const ROOM_COLUMN_WIDTH = 176;

export { PeriodForm, Toolbar } from '../shared/periodToolbar.styles';

export const PeriodButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const LegendItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
`;

/** A legend's sample: the same marks the grid draws, at a small size. */
export const Swatch = styled.span`
  position: relative;
  display: inline-grid;
  place-items: center;
  inline-size: 2rem;
  block-size: 1.25rem;
  border-radius: ${({ theme }) => theme.radius.control};
`;

export const Scroller = styled.div`
  position: relative;
  overflow: auto;
  max-block-size: 70vh;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};
  overscroll-behavior: contain;
`;

const cell = `
  position: absolute;
  inset-block: 0;
  box-sizing: border-box;
`;

/** The rooms' column: it stays in view while the nights scroll sideways. */
const roomCellStyles = css`
  position: sticky;
  inset-inline-start: 0;
  z-index: 2;
  box-sizing: border-box;
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  inline-size: ${ROOM_COLUMN_WIDTH}px;
  block-size: 100%;
  padding-inline: ${({ theme }) => theme.space[3]};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-inline-end: 1px solid ${({ theme }) => theme.color.borderStrong};
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export const RoomCell = styled.div`
  ${roomCellStyles}
`;

const nightHeaderStyles = css`
  ${cell}
  display: grid;
  align-content: center;
  justify-items: center;
  inline-size: ${NIGHT_WIDTH}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: 1.2;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  ${focusRing}
  &:focus-visible {
    outline-offset: -2px;
  }
  & > b {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  &[data-weekend] {
    color: ${({ theme }) => theme.color.textMuted};
  }
  /* Today: a thick frame and a marker above the date, not a colour alone. */
  &[aria-current='date'] {
    border: 3px solid ${({ theme }) => theme.color.text};
    border-radius: ${({ theme }) => theme.radius.control};
  }
`;

export const NightHeader = styled.div`
  ${nightHeaderStyles}
`;

export const HeaderRow = styled.div`
  position: sticky;
  inset-block-start: 0;
  z-index: 3;
  block-size: ${HEADER_HEIGHT}px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-block-end: 1px solid ${({ theme }) => theme.color.borderStrong};
  /* The nights' headers are plain elements, like the rows (see Grid). */
  & > .night {
    ${nightHeaderStyles}
  }
  & > .night > .sr {
    ${visuallyHidden}
  }
`;

/** Closed nights: diagonal hatching, whatever the colours. */
export const ClosedMark = styled.span`
  position: absolute;
  inset: 0;
  background-image: repeating-linear-gradient(135deg, ${({ theme }) => theme.color.borderStrong} 0 2px, transparent 2px 8px);
`;

/** Conflicts: a warning sign in a dashed frame. */
export const ConflictMark = styled.span`
  position: absolute;
  inset: 2px;
  display: grid;
  place-items: center;
  border: 2px dashed ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.control};
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  & > span {
    display: grid;
    place-items: center;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** A stay drawn over its nights (hidden from assistive technology: each night names it). */
const barStyles = css`
  position: absolute;
  inset-block: 6px;
  z-index: 0;
  box-sizing: border-box;
  padding-inline: ${({ theme }) => theme.space[2]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.control};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${ROW_HEIGHT - 16}px;
  white-space: nowrap;
  text-overflow: ellipsis;
  pointer-events: none;
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  /* Imported events: an outlined, dotted bar instead of a filled one. */
  &[data-imported] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border: 2px dotted ${({ theme }) => theme.color.text};
    line-height: ${ROW_HEIGHT - 20}px;
  }
`;

export const Bar = styled.span`
  ${barStyles}
`;

/**
 * The grid's rows, and their room cells, stays and nights, are plain elements styled from here: a styled component
 * works out its styles on each render, and every row in view renders again as the grid scrolls. Classes: `.row` (a
 * room's row), `.room` (its header cell), `.bar` (a stay), `[role='gridcell']` (a night).
 * Each row is laid out and painted on its own (`contain`), so a row coming into view does not lay out the others.
 */
export const Grid = styled.div`
  position: relative;
  & > .row {
    position: absolute;
    inset-inline-start: 0;
    block-size: ${ROW_HEIGHT}px;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    contain: strict;
  }
  & > .row > .room {
    ${roomCellStyles}
  }
  & > .row > .bar {
    ${barStyles}
  }
  & > .row > [role='gridcell'] {
    ${cell}
    z-index: 1;
    display: grid;
    place-items: center;
    inline-size: ${NIGHT_WIDTH}px;
    border-inline-end: 1px solid ${({ theme }) => theme.color.border};
    cursor: default;
    ${focusRing}
    &:focus-visible {
      outline-offset: -3px;
      outline-width: 3px;
    }
    &[data-today] {
      border-inline: 2px solid ${({ theme }) => theme.color.text};
    }
    &[data-bookable] {
      cursor: pointer;
    }
  }
`;

export const Empty = styled.p`
  margin: 0;
`;
