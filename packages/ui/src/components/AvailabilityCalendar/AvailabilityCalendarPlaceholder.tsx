import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Spinner } from '../../primitives/Spinner';
import { availabilityCalendarMessages, type AvailabilityCalendarMessages } from './AvailabilityCalendar.messages';
import * as S from './AvailabilityCalendarFrame.styles';

export type AvailabilityCalendarPlaceholderProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  messages?: Partial<AvailabilityCalendarMessages>;
};

/**
 * What an app shows while it loads `AvailabilityCalendar` on demand: the calendar's hint and a box of its exact
 * height with a spinner, so nothing below moves when the calendar arrives. It imports no date picker code.
 */
export const AvailabilityCalendarPlaceholder = forwardRef<HTMLDivElement, AvailabilityCalendarPlaceholderProps>(
  function AvailabilityCalendarPlaceholder({ messages, ...rest }, ref) {
    const t = useMessages('AvailabilityCalendar', availabilityCalendarMessages, messages);
    return (
      <S.Root ref={ref} {...rest}>
        <S.Hint>{t.pickCheckInHint}</S.Hint>
        <S.CalendarPlaceholder>
          <Spinner />
        </S.CalendarPlaceholder>
      </S.Root>
    );
  },
);
