import type { CSSProperties, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { CssVariables } from './createTheme';
import type { ColorScheme } from './tokens';

export type ThemeVariablesProps = {
  /** From `createTheme(tokens).cssVariables`. */
  cssVariables: CssVariables;
  /** Written as `data-brand`, for debugging and brand-specific tests. */
  brandName: string;
  /** Written as `color-scheme`, which picks each colour's light or dark value and styles native controls to match. */
  colorScheme: ColorScheme;
  /** The language of the kit's texts (BCP 47), so assistive technology reads them right. */
  lang?: string;
  /** The writing direction of the kit's texts and layout ('rtl' mirrors it); `HotelUiProvider` takes it from the locale. */
  dir?: 'ltr' | 'rtl';
  children?: ReactNode;
};

/**
 * The kit's root element: writes the brand's CSS variables on itself (so two brands can live on one page)
 * and sets the base text styles. Everything the kit renders must stay inside it.
 */
export function ThemeVariables({ cssVariables, brandName, colorScheme, lang, dir, children }: ThemeVariablesProps) {
  const style = { ...cssVariables, colorScheme: colorScheme === 'system' ? 'light dark' : colorScheme } as CSSProperties;
  return (
    <Root data-hui-root="" data-brand={brandName} data-color-scheme={colorScheme} lang={lang} dir={dir} style={style}>
      {children}
    </Root>
  );
}

const Root = styled.div`
  font-family: var(--hui-font-body);
  font-size: var(--hui-font-size-md);
  line-height: var(--hui-line-height-body);
  color: var(--hui-color-text);
  background: var(--hui-color-surface);

  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;
