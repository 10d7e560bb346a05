import { useContext } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { adminOnlyMessages, Alert, ErrorPage, Link, MessagesContext, SectionStatus, sectionStatusMessages, Stack, useMessages } from '@hotel/ui';
import { ModuleLoadError, reloadPage } from '../async/moduleLoad';
import { adminOnlyStatus } from '../shared/guards';
import { pageTitle } from '../messages/pageTitles';
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
  const messages = useContext(MessagesContext) ?? {};
  if (isRouteErrorResponse(error) && error.status === adminOnlyStatus) return <AdminOnly />;
  if (error instanceof ModuleLoadError) return <ModuleLoadFailure />;
  // An unknown address says so in the reader's language (its page title), not in the router's English status text.
  const statusText = isRouteErrorResponse(error) && error.status === 404 ? pageTitle('notFound')(messages) : isRouteErrorResponse(error) ? error.statusText : '';
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${statusText}`.trim()
    : error instanceof Error
      ? error.message
      : undefined;
  return <ErrorPage detail={detail} homeHref={paths.home} />;
}
