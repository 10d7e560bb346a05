// Plain strings, not `css` calls: static (the theme's variables by name), so a bundle keeps only the ones it uses (a
// module-level `css` call stays in every bundle that imports its module), and a style inserts them as they are.
// `/* css */` marks them as CSS for editors. The build's minifier (scripts/minify-styles.mjs) reads only
// styled-components' tags, so these few lines ship as written.

/** The kit's keyboard focus ring; add it to every focusable element. */
export const focusRing = /* css */ `
  &:focus-visible {
    outline: 2px solid var(--hui-color-focus);
    outline-offset: 2px;
  }
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = /* css */ `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
