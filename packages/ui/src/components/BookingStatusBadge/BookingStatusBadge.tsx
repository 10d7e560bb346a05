import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../messages/useMessages';
import type { BookingStatus } from '../../types/views';
import { bookingStatusBadgeMessages, type BookingStatusBadgeMessages } from './BookingStatusBadge.messages';

export type BookingStatusBadgeProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  status: BookingStatus;
  messages?: Partial<BookingStatusBadgeMessages>;
};

/**
 * A booking's status as one word in a coloured pill (a longer language's words wrap, so a table column stays narrow):
 * every screen that shows a status uses this one.
 */
export const BookingStatusBadge = forwardRef<HTMLSpanElement, BookingStatusBadgeProps>(function BookingStatusBadge(
  { status, messages, ...rest },
  ref,
) {
  const t = useMessages('BookingStatusBadge', bookingStatusBadgeMessages, messages);
  return (
    <Badge data-status={status} ref={ref} {...rest}>
      {status === 'CANCELLED' ? t.cancelled : status === 'FINISHED' ? t.finished : t.confirmed}
    </Badge>
  );
});

const Badge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  line-height: ${({ theme }) => theme.lineHeight.tight};

  &[data-status='CONFIRMED'] {
    background: ${({ theme }) => theme.color.successSurface};
    color: ${({ theme }) => theme.color.success};
  }

  &[data-status='FINISHED'] {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.textMuted};
  }

  &[data-status='CANCELLED'] {
    background: ${({ theme }) => theme.color.dangerSurface};
    color: ${({ theme }) => theme.color.danger};
  }
`;
