import { useContext, type ComponentPropsWithRef } from 'react';
import { LinkContext } from '../../provider/LinkContext';
import * as S from './Link.styles';

/** 'inline' sits in running text; 'standalone' stands alone; 'primary'/'secondary' look like buttons. */
export type LinkVariant = 'inline' | 'standalone' | 'primary' | 'secondary';

export type LinkProps = ComponentPropsWithRef<'a'> & {
  href: string;
  variant?: LinkVariant;
};

/** Navigation: renders the provider's `linkComponent` (the app's router link) or a plain `<a>`. */
export function Link({ variant = 'inline', ...rest }: LinkProps) {
  const linkComponent = useContext(LinkContext);
  return <S.Link as={linkComponent} data-variant={variant} {...rest} />;
}
