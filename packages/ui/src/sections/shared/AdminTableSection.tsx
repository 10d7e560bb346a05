import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import type { LoadStatus } from '../../types/views';
import { SectionStatus } from '../SectionStatus';

export type AdminTableSectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The table's texts: its heading (which names the section), its failed load without the app's text, loading. */
  texts: { heading: string; loadError: string; loading: string };
  headingLevel: HeadingLevel;
  /** Default 'ready'. */
  status?: LoadStatus;
  /** The app's failure and success texts, and Retry for a failed load (see `SectionStatus`). */
  error?: string;
  message?: string;
  onRetry?: () => void;
  /** What the section shows once its data has loaded: its filter, table and dialogs. */
  children: ReactNode;
};

/**
 * The frame the admin tables share (Existing Rooms, Existing Bookings): a section named by its heading, busy while it
 * loads, its load status and messages below the heading, and its content once the data is there.
 */
export const AdminTableSection = forwardRef<HTMLElement, AdminTableSectionProps>(function AdminTableSection(
  { texts, headingLevel, status = 'ready', error, message, onRetry, children, ...rest },
  ref,
) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} aria-busy={status === 'loading' || undefined} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {texts.heading}
      </Heading>
      <SectionStatus status={status} error={error} message={message} loadError={texts.loadError} loading={texts.loading} onRetry={onRetry} />
      {status === 'ready' ? children : null}
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;
