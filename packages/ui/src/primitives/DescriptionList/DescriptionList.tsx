import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useRequireProvider } from '../../provider/missingProvider';

export type DescriptionListProps = ComponentPropsWithoutRef<'dl'>;

/**
 * Key/value facts as a `<dl>`: muted `<dt>` terms, strong `<dd>` values with tabular figures, side by side, or each value
 * under its term in a box narrower than about 20em.
 * Children are the `<dt>`/`<dd>` pairs; long values wrap inside their column.
 */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(props, ref) {
  useRequireProvider('DescriptionList');
  return <Root ref={ref} {...props} />;
});

/**
 * Term and value side by side in two equal columns where each gets 10em; in a narrower box (a phone, a long German
 * term) one column, the value under its term, so neither is squeezed to nothing.
 */
const Root = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(max(10em, calc(50% - ${({ theme }) => theme.space[4]})), 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    font-variant-numeric: tabular-nums;
  }
`;
