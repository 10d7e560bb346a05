import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useRequireProvider } from '../../provider/missingProvider';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl';

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  /** The document outline level (h1–h6). */
  level: HeadingLevel;
  /** The look, independent of the level. Defaults: h1 xl, h2 lg, h3 md, h4–h6 sm. */
  size?: HeadingSize;
};

const defaultSizes: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm', 5: 'sm', 6: 'sm' };

/** A heading in the brand's heading font; level and size are separate so the outline stays right. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size = defaultSizes[level], ...rest },
  ref,
) {
  useRequireProvider('Heading');
  return <Root as={`h${level}`} data-size={size} ref={ref} {...rest} />;
});

/**
 * A long word ('Benutzerinformationen' at 320 px) breaks rather than widen the column the heading sits in: 'anywhere'
 * also lowers the heading's min-content width, which grid and flex columns size by.
 */
const Root = styled.h2`
  margin: 0;
  overflow-wrap: anywhere;
  font-family: ${({ theme }) => theme.font.heading};
  font-weight: ${({ theme }) => theme.font.headingWeight};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  color: ${({ theme }) => theme.color.text};

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  &[data-size='md'] {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  &[data-size='xl'] {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;
