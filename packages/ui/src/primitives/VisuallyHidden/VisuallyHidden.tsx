import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for assistive technology only (e.g. a hidden table caption or a spinner's label). */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <Root {...props} />;
}

const Root = styled.span`
  ${visuallyHidden}
`;
