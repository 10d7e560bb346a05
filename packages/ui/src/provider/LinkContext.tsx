import { createContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** What the kit passes to a link component: anchor attributes with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * The app's router link, adapted to take `href`, e.g.
 * `({ href, ...rest }) => <RouterLink to={href} {...rest} />`. Unset means a plain `<a>`.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

export const LinkContext = createContext<LinkComponent | undefined>(undefined);
