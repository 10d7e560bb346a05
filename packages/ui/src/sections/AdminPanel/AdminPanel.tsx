import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../messages/useMessages';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { adminPanelMessages, type AdminPanelMessages } from './AdminPanel.messages';

export type AdminPanelProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** Target of 'Manage Rooms'. */
  manageRoomsHref: string;
  /** Target of 'Manage Bookings'. */
  manageBookingsHref: string;
  /** Target of 'Failed Mail' (the mails the server gave up sending). */
  failedMailHref: string;
  /** Target of 'Occupancy' (rooms by night); without it there is no such link. */
  occupancyHref?: string;
  /** Target of 'Audit Log' (who changed what); without it there is no such link. */
  auditLogHref?: string;
  /** Target of 'Reports' (occupancy and revenue, bookings as CSV); without it there is no such link. */
  reportsHref?: string;
  /** Target of 'Hotel Profile' (name, currency, time zone …); without it there is no such link. */
  hotelProfileHref?: string;
  /** Outline level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<AdminPanelMessages>;
};

/** The admin landing section: a welcome heading and links to the rooms, bookings, failed mail, occupancy, audit log, reports and hotel profile screens. */
export const AdminPanel = forwardRef<HTMLElement, AdminPanelProps>(function AdminPanel({
  manageRoomsHref,
  manageBookingsHref,
  failedMailHref,
  occupancyHref,
  auditLogHref,
  reportsHref,
  hotelProfileHref,
  headingLevel = 2,
  messages,
  ...rest
}, ref) {
  const t = useMessages('AdminPanel', adminPanelMessages, messages);
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <Links aria-label={t.linksLabel}>
        <li>
          <Link href={manageRoomsHref} variant="primary">
            {t.manageRooms}
          </Link>
        </li>
        <li>
          <Link href={manageBookingsHref} variant="primary">
            {t.manageBookings}
          </Link>
        </li>
        <li>
          <Link href={failedMailHref} variant="primary">
            {t.failedMail}
          </Link>
        </li>
        {occupancyHref ? (
          <li>
            <Link href={occupancyHref} variant="primary">
              {t.occupancy}
            </Link>
          </li>
        ) : null}
        {auditLogHref ? (
          <li>
            <Link href={auditLogHref} variant="primary">
              {t.auditLog}
            </Link>
          </li>
        ) : null}
        {reportsHref ? (
          <li>
            <Link href={reportsHref} variant="primary">
              {t.reports}
            </Link>
          </li>
        ) : null}
        {hotelProfileHref ? (
          <li>
            <Link href={hotelProfileHref} variant="primary">
              {t.hotelProfile}
            </Link>
          </li>
        ) : null}
      </Links>
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
