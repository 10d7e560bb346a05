import type { ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { Spinner } from '../../primitives/Spinner';
import type { LoadStatus } from '../../types/views';

export type SectionStatusProps = {
  status: LoadStatus;
  /** The app's error text; shown whenever set (also while ready, e.g. a failed delete), else `loadError` on 'error'. */
  error?: ReactNode;
  /** The app's success text, e.g. after a deletion. */
  message?: ReactNode;
  /** The section's own text for a failed load without an `error` from the app. */
  loadError: ReactNode;
  /** The section's loading text, shown with the spinner. */
  loading: ReactNode;
};

/** The success alert, error alert and loading spinner above a data section's content (the admin tables). */
export function SectionStatus({ status, error, message, loadError, loading }: SectionStatusProps) {
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  return (
    <>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {status === 'error' || hasError ? <Alert tone="danger">{hasError ? error : loadError}</Alert> : null}
      {status === 'loading' ? <Spinner label={loading} showLabel /> : null}
    </>
  );
}
