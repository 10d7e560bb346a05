import type { CSSProperties, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { CssVariables } from './createTheme';

export type ThemeVariablesProps = {
  /** From `createTheme(tokens).cssVariables`. */
  cssVariables: CssVariables;
  /** Written as `data-brand`, for debugging and brand-specific tests. */
  brandName: string;
  /** The language of the kit's texts (BCP 47), so assistive technology reads them right. */
  lang?: string;
  children?: ReactNode;
};

/**
 * The kit's root element: writes the brand's CSS variables on itself (so two brands can live on one page)
 * and sets the base text styles. Everything the kit renders must stay inside it.
 */
export function ThemeVariables({ cssVariables, brandName, lang, children }: ThemeVariablesProps) {
  return (
    <Root data-hui-root="" data-brand={brandName} lang={lang} style={cssVariables as CSSProperties}>
      {children}
    </Root>
  );
}

const Root = styled.div`
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.body};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};

  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
`;
