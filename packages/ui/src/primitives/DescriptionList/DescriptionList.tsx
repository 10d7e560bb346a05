import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

export type DescriptionListProps = ComponentPropsWithRef<'dl'>;

/**
 * Key/value facts as a two-column `<dl>`: muted `<dt>` terms, strong `<dd>` values with tabular figures.
 * Children are the `<dt>`/`<dd>` pairs; long values wrap inside their column.
 */
export function DescriptionList(props: DescriptionListProps) {
  return <Root {...props} />;
}

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
