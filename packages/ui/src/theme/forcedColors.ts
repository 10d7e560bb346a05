import { css } from 'styled-components';

/**
 * Under `forced-colors: active` the browser drops backgrounds, so a state shown by a fill alone (the current page,
 * selected days) would vanish: there it takes the system's selection colours instead. Its own module, not mixins.ts:
 * a module-level `css` call stays in every bundle that imports its module (every focusable primitive imports mixins).
 */
export const forcedColorsSelected = css`
  @media (forced-colors: active) {
    forced-color-adjust: none;
    background: Highlight;
    border-color: Highlight;
    color: HighlightText;
  }
`;
