import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useRequireProvider } from '../../provider/missingProvider';

export type DescriptionListProps = ComponentPropsWithoutRef<'dl'>;

/**
 * Key/value facts as a two-column `<dl>`: muted `<dt>` terms, strong `<dd>` values with tabular figures.
 * Children are the `<dt>`/`<dd>` pairs; long values wrap inside their column.
 */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(props, ref) {
  useRequireProvider('DescriptionList');
  return <Root ref={ref} {...props} />;
});

const Root = styled.dl`
  display: grid;
  grid-template-columns: minmax(max-content, auto) 1fr;
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
