import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  /* Full width on small screens; from md, as wide as its content instead of stretched across the page. */
  align-self: start;
  max-width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.media.md} {
    justify-self: start;
  }
`;

export const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(10rem, 13rem) minmax(0, max-content);
    align-items: start;
  }
`;

export const Sidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

export const StaticRanges = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr;
  }
`;

export const StaticRangeButton = styled.button`
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    font-weight: ${({ theme }) => theme.fontWeight.strong};
  }
`;

export const InputRanges = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  max-width: 100%;
  width: max-content;
`;

export const DateDisplay = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const DateBoxes = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const DateBox = styled.span`
  flex: 1 1 7.5rem;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  text-align: center;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

export const Hint = styled.span`
  max-inline-size: 18rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * react-day-picker's markup (its default `rdp-*` class names) styled with theme tokens. The package's own
 * style.css is not imported: @hotel/ui has no CSS side effects, so layout and looks are all here.
 */
export const Calendar = styled.div`
  max-width: 100%;
  overflow-x: auto;

  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.color.accent};
    --rdp-accent-background-color: color-mix(
      in srgb,
      ${({ theme }) => theme.color.accent} 14%,
      ${({ theme }) => theme.color.surfaceRaised}
    );
    --rdp-day-size: 2.5rem;
    --rdp-day_button-size: 2.25rem;
    position: relative;
    box-sizing: border-box;
    width: max-content;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }

  .rdp-root * {
    box-sizing: border-box;
  }

  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[5]};
  }

  .rdp-month {
    display: grid;
    grid-template-columns: 1fr auto;
    grid-template-areas:
      'caption nav'
      'grid grid';
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  .rdp-month_caption {
    grid-area: caption;
    display: flex;
    align-items: center;
  }

  .rdp-dropdowns {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }

  .rdp-dropdown_root {
    display: inline-flex;
  }

  /* The package overlays a transparent select on a fake label; we show the real select instead. */
  .rdp-dropdown_root .rdp-caption_label {
    display: none;
  }

  .rdp-dropdown {
    min-height: 2.25rem;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.control};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    cursor: pointer;
    ${focusRing}
  }

  .rdp-nav {
    grid-area: nav;
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.control};
    background: none;
    color: ${({ theme }) => theme.color.accent};
    cursor: pointer;
    ${focusRing}

    &:hover:not([aria-disabled='true']) {
      border-color: ${({ theme }) => theme.color.borderStrong};
    }

    &[aria-disabled='true'] {
      cursor: default;
      opacity: 0.5;
    }
  }

  .rdp-chevron {
    width: 1.25rem;
    height: 1.25rem;
    fill: currentColor;
  }

  .rdp-month_grid {
    grid-area: grid;
    border-collapse: collapse;
  }

  .rdp-weekday {
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    text-align: center;
  }

  .rdp-day {
    width: var(--rdp-day-size);
    height: var(--rdp-day-size);
    padding: 0;
    text-align: center;
  }

  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: var(--rdp-day_button-size);
    height: var(--rdp-day_button-size);
    margin: 0;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radius.control};
    background: none;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    ${focusRing}

    &:hover {
      border-color: ${({ theme }) => theme.color.borderStrong};
    }

    &:disabled {
      cursor: default;
    }
  }

  .rdp-today:not(.rdp-outside) .rdp-day_button {
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  .rdp-outside,
  .rdp-disabled {
    color: ${({ theme }) => theme.color.textMuted};
  }

  .rdp-hidden {
    visibility: hidden;
  }

  /* A lone pick (the start waiting for its end). */
  .rdp-selected .rdp-day_button {
    border-color: var(--rdp-accent-color);
    font-weight: ${({ theme }) => theme.fontWeight.strong};
  }

  .rdp-range_middle {
    background: var(--rdp-accent-background-color);
  }

  .rdp-range_middle .rdp-day_button {
    border-color: transparent;
    border-radius: 0;
    font-weight: ${({ theme }) => theme.fontWeight.regular};

    &:hover {
      border-color: ${({ theme }) => theme.color.borderStrong};
    }
  }

  .rdp-range_start {
    background: linear-gradient(90deg, transparent 50%, var(--rdp-accent-background-color) 50%);
  }

  .rdp-range_end {
    background: linear-gradient(90deg, var(--rdp-accent-background-color) 50%, transparent 50%);
  }

  .rdp-root[dir='rtl'] .rdp-range_start {
    background: linear-gradient(-90deg, transparent 50%, var(--rdp-accent-background-color) 50%);
  }

  .rdp-root[dir='rtl'] .rdp-range_end {
    background: linear-gradient(-90deg, var(--rdp-accent-background-color) 50%, transparent 50%);
  }

  .rdp-range_start.rdp-range_end {
    background: none;
  }

  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    border-color: var(--rdp-accent-color);
    background: var(--rdp-accent-color);
    color: ${({ theme }) => theme.color.onAccent};
  }
`;
