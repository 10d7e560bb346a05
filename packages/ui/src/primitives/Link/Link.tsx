import { forwardRef, useContext, type ComponentPropsWithoutRef } from 'react';
import { LinkContext } from '../../provider/LinkContext';
import * as S from './Link.styles';
import { useRequireProvider } from '../../provider/missingProvider';

/** 'inline' sits in running text; 'standalone' stands alone; 'primary'/'secondary' look like buttons. */
export type LinkVariant = 'inline' | 'standalone' | 'primary' | 'secondary';

export type LinkProps = ComponentPropsWithoutRef<'a'> & {
  href: string;
  variant?: LinkVariant;
};

/** Navigation: renders the provider's `linkComponent` (the app's router link) or a plain `<a>`. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ variant = 'inline', ...rest }, ref) {
  useRequireProvider('Link');
  const linkComponent = useContext(LinkContext);
  return <S.Link as={linkComponent} data-variant={variant} ref={ref} {...rest} />;
});
