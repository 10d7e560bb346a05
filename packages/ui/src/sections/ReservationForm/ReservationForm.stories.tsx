import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { AvailabilityCalendar, availabilityCalendarMessages } from '../../components/AvailabilityCalendar';
import { calendarDayName, calendarMonthName, storyMessages, playMessages } from '../../stories/storyMessages';
import { ReservationForm } from './ReservationForm';
import { reservationFormMessages } from './ReservationForm.messages';
import { typedDate } from '../../stories/locales';

const today = '2026-12-01';

const meta = {
  title: 'Booking/ReservationForm',
  component: ReservationForm,
  args: { today, defaultValues: { guestEmail: 'ada@example.com' }, onContinue: fn() },
} satisfies Meta<typeof ReservationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text of a field's error: the last element its aria-describedby points to. */
function errorText(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return document.getElementById(ids.at(-1) ?? '')?.textContent;
}

/** Puts a date in a field at once, as a picked day does. */
function pickDate(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const form = canvas.getByRole('form', { name: messages.ReservationForm.heading });
    const scope = within(form);
    const email = scope.getByRole('textbox', { name: messages.ReservationForm.emailLabel });
    await expect(email).toHaveValue('ada@example.com');
    await expect(email).toHaveAttribute('readonly');
    await expect(email).toHaveAttribute('aria-readonly', 'true');
    await expect(email).toHaveAccessibleDescription(messages.ReservationForm.emailReadOnlyDescription);

    await userEvent.type(scope.getByRole('textbox', { name: messages.ReservationForm.fullNameLabel }), '  Ada Lovelace ');
    const checkIn = scope.getByLabelText(messages.ReservationForm.checkInLabel);
    const checkOut = scope.getByLabelText(messages.ReservationForm.checkOutLabel);
    await userEvent.type(checkIn, typedDate(globals, '2026-12-18'));
    await userEvent.type(checkOut, typedDate(globals, '2026-12-21'));
    await userEvent.type(scope.getByRole('spinbutton', { name: messages.ReservationForm.adultsLabel }), '2');
    await userEvent.type(scope.getByRole('spinbutton', { name: messages.ReservationForm.childrenLabel }), '1');
    await userEvent.click(scope.getByRole('button', { name: messages.ReservationForm.continue }));

    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onContinue).toHaveBeenCalledWith({
      guestFullName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      checkInDate: '2026-12-18',
      checkOutDate: '2026-12-21',
      numOfAdults: 2,
      numOfChildren: 1,
    });
  },
};

/** Continue on an empty form: every rule's message at its field, in the spec's order; focus on the first. */
export const ValidationMessages: Story = {
  args: { defaultValues: undefined },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(args.onContinue).not.toHaveBeenCalled();

    const fields = [
      canvas.getByRole('textbox', { name: messages.ReservationForm.fullNameLabel }),
      canvas.getByRole('textbox', { name: messages.ReservationForm.emailLabel }),
      canvas.getByLabelText(messages.ReservationForm.checkInLabel),
      canvas.getByLabelText(messages.ReservationForm.checkOutLabel),
      canvas.getByRole('spinbutton', { name: messages.ReservationForm.adultsLabel }),
      canvas.getByRole('spinbutton', { name: messages.ReservationForm.childrenLabel }),
    ];
    for (const field of fields) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.map(errorText)).toEqual([
      messages.ReservationValidation.fullNameRequired,
      messages.ReservationValidation.emailInvalid,
      messages.ReservationValidation.checkInRequired,
      messages.ReservationValidation.checkOutRequired,
      messages.ReservationValidation.adultsMinimum,
      messages.ReservationValidation.childrenMinimum,
    ]);
    await expect(fields[0]).toHaveFocus();
    await expect(fields[0]).toHaveAccessibleDescription(messages.ReservationValidation.fullNameRequired);

    // Errors follow the edits; the next Continue focuses the next invalid field.
    await userEvent.type(fields[0]!, 'Ada Lovelace');
    await expect(fields[0]).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(fields[1]).toHaveFocus();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const AdultsZero: Story = {
  args: {
    defaultValues: {
      guestFullName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      checkInDate: '2026-12-18',
      checkOutDate: '2026-12-21',
      numOfChildren: 2,
    },
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const adults = canvas.getByRole('spinbutton', { name: messages.ReservationForm.adultsLabel });
    await userEvent.type(adults, '0');
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(adults).toHaveAttribute('aria-invalid', 'true');
    await expect(adults).toHaveAccessibleDescription(messages.ReservationValidation.adultsMinimum);
    await expect(adults).toHaveFocus();
    await expect(args.onContinue).not.toHaveBeenCalled();

    await userEvent.clear(adults);
    await userEvent.type(adults, '1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith(expect.objectContaining({ numOfAdults: 1, numOfChildren: 2 }));
  },
};

export const CheckOutBeforeCheckIn: Story = {
  args: {
    defaultValues: {
      guestFullName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      checkInDate: '2026-12-21',
      checkOutDate: '2026-12-18',
      numOfAdults: 2,
      numOfChildren: 0,
    },
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    const checkOut = canvas.getByLabelText(messages.ReservationForm.checkOutLabel);
    await expect(checkOut).toHaveAccessibleDescription(messages.ReservationValidation.checkOutBeforeCheckIn);
    await expect(checkOut).toHaveFocus();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A stay is at least one night, as on the server: a same-day check-out is refused at its field. */
export const SameDayCheckOut: Story = {
  args: {
    defaultValues: {
      guestFullName: 'Ada Lovelace',
      guestEmail: 'ada@example.com',
      checkInDate: '2026-12-18',
      checkOutDate: '2026-12-18',
      numOfAdults: 1,
      numOfChildren: 0,
    },
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    const checkOut = canvas.getByLabelText(messages.ReservationForm.checkOutLabel);
    await expect(checkOut).toHaveAccessibleDescription(messages.ReservationValidation.checkOutBeforeCheckIn);
    await expect(checkOut).toHaveFocus();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

const filledIn = {
  guestFullName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  checkInDate: '2026-12-18',
  checkOutDate: '2026-12-21',
  numOfAdults: 2,
  numOfChildren: 0,
};

/** What the server would refuse is refused here, with the kit's messages, before anything is sent. */
export const ServerRules: Story = {
  args: { defaultValues: { ...filledIn, checkInDate: '2026-11-30', numOfAdults: 25 } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const checkIn = canvas.getByLabelText(messages.ReservationForm.checkInLabel);
    const adults = canvas.getByRole('spinbutton', { name: messages.ReservationForm.adultsLabel });
    const children = canvas.getByRole('spinbutton', { name: messages.ReservationForm.childrenLabel });
    await expect(adults).toHaveAttribute('max', '20');
    await expect(children).toHaveAttribute('max', '20');
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(checkIn).toHaveAccessibleDescription(messages.ReservationValidation.checkInPast);
    await expect(checkIn).toHaveFocus();
    await expect(adults).toHaveAccessibleDescription(messages.ReservationValidation.adultsMaximum);

    pickDate(checkIn, today);
    await userEvent.clear(adults);
    await userEvent.type(adults, '15');
    await userEvent.clear(children);
    await userEvent.type(children, '15');
    await expect(children).toHaveAccessibleDescription(messages.ReservationValidation.guestsMaximum);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(children).toHaveFocus();
    await userEvent.clear(children);
    await userEvent.type(children, '21');
    await expect(children).toHaveAccessibleDescription(messages.ReservationValidation.childrenMaximum);
    await expect(args.onContinue).not.toHaveBeenCalled();

    await userEvent.clear(children);
    await userEvent.type(children, '5');
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(args.onContinue).toHaveBeenCalledWith(
      expect.objectContaining({ checkInDate: today, numOfAdults: 15, numOfChildren: 5 }),
    );
  },
};

/** The account's email, however local (bob@localhost registers), is accepted: one email rule everywhere. */
export const LocalEmail: Story = {
  args: { defaultValues: { ...filledIn, guestEmail: 'bob@localhost' } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(args.onContinue).toHaveBeenCalledWith(expect.objectContaining({ guestEmail: 'bob@localhost' }));
  },
};

/** Every edit tells the app, so a summary of the previous Continue can go until Continue validates again. */
export const EditsAfterContinue: Story = {
  args: { defaultValues: filledIn, onEdit: fn() },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onEdit).not.toHaveBeenCalled();
    pickDate(canvas.getByLabelText(messages.ReservationForm.checkOutLabel), '2026-12-17');
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.type(canvas.getByRole('spinbutton', { name: messages.ReservationForm.childrenLabel }), '1');
    await expect(args.onEdit).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/** Continue asked the server: the answer shows in the form. */
export const Available: Story = {
  args: { defaultValues: filledIn, availability: 'available' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.ReservationForm.available);
  },
};

export const Unavailable: Story = {
  args: { defaultValues: filledIn, availability: 'unavailable' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      messages.ReservationForm.unavailable,
    );
  },
};

/** While the server is asked, Continue is pending and a second press sends nothing. */
export const CheckingAvailability: Story = {
  args: { defaultValues: filledIn, availability: 'checking' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.ReservationForm.continue });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** A failed booking comes back to the form: the input kept, the failure above Continue. */
export const BookingFailed: Story = {
  args: { defaultValues: filledIn, error: 'We could not reach the hotel. Check your connection and try again.' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the hotel.');
    await expect(canvas.getByRole('textbox', { name: messages.ReservationForm.fullNameLabel })).toHaveValue('Ada Lovelace');
  },
};

export const EditableEmail: Story = {
  args: { isEmailEditable: true, defaultValues: undefined },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const email = canvas.getByRole('textbox', { name: messages.ReservationForm.emailLabel });
    await expect(email).not.toHaveAttribute('readonly');
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: messages.ReservationForm.continue }));
    await expect(email).toHaveAccessibleDescription(messages.ReservationValidation.emailInvalid);
  },
};

/** Errors from the app (e.g. the server refused the dates) show at their fields. */
export const WithServerErrors: Story = {
  args: { errors: { checkInDate: 'This room is already booked for these dates.' } },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByLabelText(messages.ReservationForm.checkInLabel)).toHaveAccessibleDescription(
      'This room is already booked for these dates.',
    );
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.ReservationForm.continue });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const SeasideBrand: Story = { ...ValidationMessages, globals: { brand: 'seaside' } };

/** The app's room page: the room's calendar above the typed dates; a stay picked in it fills both. */
export const WithDatePicker: Story = {
  args: {
    onEdit: fn(),
    renderDatePicker: (dates, pick) => (
      <AvailabilityCalendar
        today={today}
        selected={dates}
        onSelectRange={pick}
        bookedNights={[{ checkInDate: '2026-12-20', checkOutDate: '2026-12-23' }]}
      />
    ),
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'ReservationForm', reservationFormMessages);
    const calendarLabel = storyMessages(globals, 'AvailabilityCalendar', availabilityCalendarMessages).label;
    const period = within(canvas.getByRole('group', { name: t.periodLegend }));
    await expect(period.getByRole('group', { name: calendarLabel })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-10') }));
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-12') }));
    await expect(canvas.getByLabelText(t.checkInLabel)).toHaveValue(typedDate(globals, '2026-12-10'));
    await expect(canvas.getByLabelText(t.checkOutLabel)).toHaveValue(typedDate(globals, '2026-12-12'));
    await expect(args.onEdit).toHaveBeenCalled();
    // Typed dates show in the calendar.
    pickDate(canvas.getByLabelText(t.checkOutLabel), '2026-12-14');
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-13', { selected: true }) })).toBeInTheDocument();
    // A check-in typed in another month shows that month.
    const checkIn = canvas.getByLabelText(t.checkInLabel);
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, typedDate(globals, '2027-03-10'));
    await expect(canvas.getByRole('grid', { name: calendarMonthName(globals, '2027-03-01') })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: calendarDayName(globals, '2027-03-10', { selected: true }) })).toBeInTheDocument();
  },
};
