import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/mixins';
import { useRequireProvider } from '../../provider/missingProvider';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for assistive technology only (e.g. a hidden table caption or a spinner's label). */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(props, ref) {
  useRequireProvider('VisuallyHidden');
  return <Root ref={ref} {...props} />;
});

const Root = styled.span`
  ${visuallyHidden}
`;
