import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminOnlyMessages, Alert, ErrorPage, Link, SectionStatus, sectionStatusMessages, Stack, useMessages } from '@hotel/ui';
import { ModuleLoadError, reloadPage } from '../async/moduleLoad';
import { adminOnlyStatus } from '../shared/guards';
import { paths } from '../config/paths';

/** A logged-in user without ROLE_ADMIN on an admin screen (the admin guard's answer). */
function AdminOnly() {
  const t = useMessages('AdminOnly', adminOnlyMessages);
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

/** A screen whose code could not be fetched: the guest's-words failure of an unreachable hotel, and Retry. */
function ModuleLoadFailure() {
  const t = useMessages('SectionStatus', sectionStatusMessages);
  return <SectionStatus status="error" loadError={t.unreachable} onRetry={reloadPage} />;
}

/**
 * The router's fallback: unknown addresses (404), the admin guard (403), a screen whose code could not be loaded
 * (every lazy route, router.tsx) and errors thrown while rendering or loading.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === adminOnlyStatus) return <AdminOnly />;
  if (error instanceof ModuleLoadError) return <ModuleLoadFailure />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorPage detail={detail} homeHref={paths.home} />;
}
