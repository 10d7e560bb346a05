import { Link } from 'react-router-dom';
import type { LinkComponentProps } from '@hotel/ui';

/** The kit's links take `href`; this hands them to the router for client-side navigation. */
export function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <Link to={href} ref={ref} {...rest} />;
}
