import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from '@hotel/ui';
import { paths } from './paths';

/** The router's fallback: unknown addresses (404) and errors thrown while rendering or loading a route. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorPage detail={detail} homeHref={paths.home} />;
}
