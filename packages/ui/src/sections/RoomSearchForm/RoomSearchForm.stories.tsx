import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { roomTypes } from '../../fixtures/rooms';
import { AvailabilityCalendar } from '../../components/AvailabilityCalendar';
import { RoomSearchForm } from './RoomSearchForm';
import { roomSearchFormMessages } from './RoomSearchForm.messages';
import { searchValidationMessages } from '../../logic/validation/searchValidation';
import { calendarDayName, storyMessages, playMessages } from '../../stories/storyMessages';
import { roomTypeSelectMessages } from '../../components/RoomTypeSelect';
import { sectionStatusMessages } from '../SectionStatus';
import { de } from '../../locales/de';
import { HotelUiProvider } from '../../provider/HotelUiProvider';
import { storyBrand } from '../../stories/brands';
import { storyArrows, typedDate } from '../../stories/locales';

const meta = {
  title: 'Home/RoomSearchForm',
  component: RoomSearchForm,
  args: { today: '2026-12-01', roomTypes, onSearch: fn(), onClear: fn(), onRoomTypesChange: fn() },
} satisfies Meta<typeof RoomSearchForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const form = canvas.getByRole('search', { name: messages.RoomSearchForm.formLabel });
    const checkIn = within(form).getByLabelText(messages.RoomSearchForm.checkInLabel);
    const checkOut = within(form).getByLabelText(messages.RoomSearchForm.checkOutLabel);
    // Dates are typed in the locale's pattern, MM/DD/YYYY in English.
    await userEvent.type(checkIn, typedDate(globals, '2026-12-18'));
    await expect(checkIn).toHaveValue(typedDate(globals, '2026-12-18'));
    await userEvent.type(checkOut, typedDate(globals, '2026-12-21'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label }), 'Twin');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    await expect(args.onSearch).toHaveBeenCalledWith({ checkInDate: '2026-12-18', checkOutDate: '2026-12-21', roomType: 'Twin', numOfAdults: 1, numOfChildren: 0 });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** German: the fields show TT.MM.JJJJ and take dd.MM.yyyy; a check-in before today is refused. */
export const German: Story = {
  render: (args, { globals }) => (
    <HotelUiProvider brand={storyBrand(globals)} locale={de}>
      <RoomSearchForm {...args} />
    </HotelUiProvider>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const checkIn = canvas.getByRole('textbox', { name: 'Anreisedatum' });
    const checkOut = canvas.getByRole('textbox', { name: 'Abreisedatum' });
    await expect(checkIn).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await expect(checkOut).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(checkIn, '30.11.2026');
    await userEvent.type(checkOut, '3.12.2026');
    await userEvent.click(canvas.getByRole('button', { name: de.messages.RoomSearchForm?.search }));
    await expect(checkIn).toHaveAccessibleDescription(de.messages.SearchValidation?.checkInPast);
    await expect(checkOut).toHaveValue('03.12.2026');
    await userEvent.clear(checkIn);
    await userEvent.type(checkIn, '01.12.2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({ checkInDate: '2026-12-01', checkOutDate: '2026-12-03', roomType: '', numOfAdults: 1, numOfChildren: 0 });
  },
};

/**
 * Guests: adults and children go with the search. Each select offers only what still fits one booking (20 guests)
 * beside the other's count, so no choice needs a message; Clear Search goes back to one adult and no children.
 */
export const Guests: Story = {
  args: { defaultValues: { checkInDate: '2026-12-18', checkOutDate: '2026-12-21', numOfAdults: 2, numOfChildren: 1 } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const adults = canvas.getByRole('combobox', { name: messages.RoomSearchForm.adultsLabel });
    const children = canvas.getByRole('combobox', { name: messages.RoomSearchForm.childrenLabel });
    await expect(adults).toHaveValue('2');
    await expect(children).toHaveValue('1');
    await userEvent.selectOptions(adults, '18');
    await expect(within(children).getAllByRole('option').map((option) => option.textContent)).toEqual(['0', '1', '2']);
    await userEvent.selectOptions(children, '2');
    await expect(within(adults).getAllByRole('option')).toHaveLength(18);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    await expect(args.onSearch).toHaveBeenCalledWith({ checkInDate: '2026-12-18', checkOutDate: '2026-12-21', roomType: '', numOfAdults: 18, numOfChildren: 2 });
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.clearSearch }));
    await expect(adults).toHaveValue('1');
    await expect(children).toHaveValue('0');
  },
};

/**
 * Each date field has DateField's calendar button, described by the field's label: from check-in, Tab reaches its
 * button and Enter opens the month grid on the field's date; the next day's arrow and Enter write that day into the
 * field in the locale's pattern, and focus returns to the button. The calendar's code loads on demand, so the button
 * is waited for.
 */
export const CalendarByKeyboard: Story = {
  args: { defaultValues: { checkInDate: '2026-12-18', checkOutDate: '2026-12-21' } },
  play: async ({ args, canvas, globals, userEvent }) => {
    const messages = playMessages(globals);
    const t = messages.RoomSearchForm;
    const { openCalendar } = messages.DateFieldCalendar;
    const checkIn = canvas.getByRole('textbox', { name: t.checkInLabel });
    const button = await canvas.findByRole('button', { name: openCalendar, description: t.checkInLabel });
    await expect(canvas.getByRole('button', { name: openCalendar, description: t.checkOutLabel })).toBeInTheDocument();
    checkIn.focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The dialog is modal, in the top layer: look for it in the whole document.
    const dialog = within(document.body).getByRole('dialog', { name: t.checkInLabel });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: calendarDayName(globals, '2026-12-18', { selected: true }) })).toHaveFocus(),
    );
    await userEvent.keyboard(storyArrows(globals).next);
    await expect(within(dialog).getByRole('button', { name: calendarDayName(globals, '2026-12-19') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
    await expect(checkIn).toHaveValue(typedDate(globals, '2026-12-19'));
    // Picking a day in the form's dialog did not submit the search.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t.search }));
    await expect(args.onSearch).toHaveBeenCalledWith({ checkInDate: '2026-12-19', checkOutDate: '2026-12-21', roomType: '', numOfAdults: 1, numOfChildren: 0 });
  },
};

/** Submitting without dates: 'Please enter valid dates' under check-in, which gets focus. */
export const InvalidDates: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const errors = storyMessages(globals, 'SearchValidation', searchValidationMessages);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    const checkIn = canvas.getByLabelText(messages.RoomSearchForm.checkInLabel);
    await expect(canvas.getByText(errors.invalidDates)).toBeInTheDocument();
    await expect(checkIn).toHaveAttribute('aria-invalid', 'true');
    await expect(checkIn).toHaveAccessibleDescription(errors.invalidDates);
    await expect(checkIn).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();

    // With only check-in, the check-out date is the invalid one.
    await userEvent.type(checkIn, '2026-12-18');
    await expect(canvas.queryByText(errors.invalidDates)).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel)).toHaveAccessibleDescription(errors.invalidDates);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Check-out before check-in: 'Check-out date must be after check-in date'. */
export const CheckOutBeforeCheckIn: Story = {
  args: { defaultValues: { checkInDate: '2026-12-20', checkOutDate: '2026-12-18' } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    const checkOut = canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel);
    await expect(canvas.getByText(messages.SearchValidation.checkOutBeforeCheckIn)).toBeInTheDocument();
    await expect(checkOut).toHaveAttribute('aria-invalid', 'true');
    await expect(checkOut).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Typing the bad dates by hand, then fixing them. */
export const TypedBadDates: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.type(canvas.getByLabelText(messages.RoomSearchForm.checkInLabel), '2026-12-20');
    await userEvent.type(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel), '2026-12-10');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    await expect(canvas.getByText(messages.SearchValidation.checkOutBeforeCheckIn)).toBeInTheDocument();
    // A same-day check-out is no stay: the server refuses it, so the form does too.
    await userEvent.clear(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel));
    await userEvent.type(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel), '2026-12-20');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    await expect(canvas.getByText(messages.SearchValidation.checkOutBeforeCheckIn)).toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel));
    await userEvent.type(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel), '2026-12-21');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    await expect(args.onSearch).toHaveBeenCalledWith({ checkInDate: '2026-12-20', checkOutDate: '2026-12-21', roomType: '', numOfAdults: 1, numOfChildren: 0 });
  },
};

export const Searching: Story = {
  args: { isSearching: true, defaultValues: { checkInDate: '2026-12-18', checkOutDate: '2026-12-21' } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RoomSearchForm.searching);
    const search = canvas.getByRole('button', { name: messages.RoomSearchForm.search });
    await expect(search).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(search);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** Clear Search resets the dates, the type and the errors. */
export const ClearSearch: Story = {
  args: { defaultValues: { checkInDate: '2026-12-20', checkOutDate: '2026-12-18', roomType: 'Deluxe' } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    await expect(canvas.getByText(messages.SearchValidation.checkOutBeforeCheckIn)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.clearSearch }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(canvas.getByLabelText(messages.RoomSearchForm.checkInLabel)).toHaveValue('');
    await expect(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel)).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label })).toHaveValue('');
    await expect(canvas.queryByText(messages.SearchValidation.checkOutBeforeCheckIn)).not.toBeInTheDocument();
  },
};

/** 'Add New' inside the form: Enter adds the type and does not submit the search. */
export const AddNewRoomType: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const errors = storyMessages(globals, 'SearchValidation', searchValidationMessages);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label }), messages.RoomTypeSelect.addNew);
    await userEvent.type(canvas.getByRole('textbox', { name: messages.RoomTypeSelect.newTypeLabel }), 'Garden Villa{Enter}');
    await expect(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label })).toHaveValue('Garden Villa');
    await expect(args.onRoomTypesChange).toHaveBeenCalledWith([...roomTypes, 'Garden Villa']);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.queryByText(errors.invalidDates)).not.toBeInTheDocument();
  },
};

/**
 * The room types could not be loaded (the hotel unreachable): the app's text and Retry under the select, reached by
 * Tab from it and pressed with Enter. Focus goes back to the select, where the types will arrive; the dates stay.
 */
export const RoomTypesLoadFailed: Story = {
  args: {
    roomTypes: [],
    roomTypesError: sectionStatusMessages.unreachable,
    onRetryRoomTypes: fn(),
    defaultValues: { checkInDate: '2026-12-18', checkOutDate: '2026-12-21' },
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const messages = playMessages(globals);
    const { label: roomTypeLabel, retry: retryLabel } = storyMessages(globals, 'RoomTypeSelect', roomTypeSelectMessages);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(sectionStatusMessages.unreachable);
    const select = canvas.getByRole('combobox', { name: roomTypeLabel });
    select.focus();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: retryLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryRoomTypes).toHaveBeenCalledOnce();
    await expect(select).toHaveFocus();
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(messages.RoomSearchForm.checkInLabel)).toHaveValue(typedDate(globals, '2026-12-18'));
    await expect(canvas.getByLabelText(messages.RoomSearchForm.checkOutLabel)).toHaveValue(typedDate(globals, '2026-12-21'));
  },
};

export const SeasideBrand: Story = {
  ...InvalidDates,
  globals: { brand: 'seaside' },
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomSearchForm.search }));
    // The brand pack rewords the validation message.
    await expect(canvas.getByText('Pick your arrival and departure dates')).toBeInTheDocument();
  },
};

/** The app's home search: a calendar (no booked nights, it is for every room) fills check-in and check-out. */
export const WithDatePicker: Story = {
  args: {
    renderDatePicker: (dates, pick) => <AvailabilityCalendar today="2026-12-01" selected={dates} onSelectRange={pick} />,
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'RoomSearchForm', roomSearchFormMessages);
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-03') }));
    await userEvent.click(canvas.getByRole('button', { name: calendarDayName(globals, '2026-12-05') }));
    await expect(canvas.getByLabelText(t.checkInLabel)).toHaveValue(typedDate(globals, '2026-12-03'));
    await expect(canvas.getByLabelText(t.checkOutLabel)).toHaveValue(typedDate(globals, '2026-12-05'));
    await userEvent.click(canvas.getByRole('button', { name: t.search }));
    await expect(args.onSearch).toHaveBeenCalledWith({ checkInDate: '2026-12-03', checkOutDate: '2026-12-05', roomType: '', numOfAdults: 1, numOfChildren: 0 });
  },
};
