import { css } from 'styled-components';
import { forcedColorsSelected } from '../../theme/forcedColors';
import { focusRing } from '../../theme/mixins';
import { dayButtonSize, daySize, navButtonSize } from './dayPickerSize';

export const dayPickerStyles = css`
  max-width: 100%;
  overflow-x: auto;

  .rdp-root {
    --rdp-accent-color: ${({ theme }) => theme.color.accent};
    --rdp-accent-background-color: color-mix(
      in srgb,
      ${({ theme }) => theme.color.accent} 14%,
      ${({ theme }) => theme.color.surfaceRaised}
    );
    --rdp-day-size: ${daySize};
    --rdp-day_button-size: ${dayButtonSize};
    position: relative;
    box-sizing: border-box;
    /* As wide as its months where there is room; on a narrow screen no wider than the screen leaves. */
    width: fit-content;
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
    grid-template-columns: minmax(0, 1fr) auto;
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

  /* On a narrow screen the year goes under the month, so the caption is never wider than the week. */
  .rdp-dropdowns {
    position: relative;
    display: inline-flex;
    flex-wrap: wrap;
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
    width: ${navButtonSize};
    height: ${navButtonSize};
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
    height: var(--rdp-day-size);
    padding: 0;
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

  .rdp-range_middle .rdp-day_button,
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    ${forcedColorsSelected}
  }
`;
