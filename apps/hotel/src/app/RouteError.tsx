import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Alert, ErrorPage, Link, Stack } from '@hotel/ui';
import { adminOnlyStatus } from '../shared/guards';
import { screenMessages } from '../messages/screenMessages';
import { paths } from '../config/paths';

/** A logged-in user without ROLE_ADMIN on an admin screen (the admin guard's answer). */
function AdminOnly() {
  const t = screenMessages.adminOnly;
  return (
    <Stack gap={4}>
      <Alert tone="warning" title={t.title}>
        {t.body}
      </Alert>
      <div>
        <Link href={paths.home}>{t.home}</Link>
      </div>
    </Stack>
  );
}

/** The router's fallback: unknown addresses (404), the admin guard (403) and errors thrown while rendering or loading. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === adminOnlyStatus) return <AdminOnly />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorPage detail={detail} homeHref={paths.home} />;
}
