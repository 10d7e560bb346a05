/**
 * The accessibility statement of each component and section, shown on its Storybook docs page (the "Accessibility"
 * block in .storybook/preview.tsx). Docs data, not part of the published kit: written from each component's code and
 * its stories' play functions, and kept complete by accessibilityStatements.test.ts (one entry per story title).
 */
export type AccessibilityStatement = {
  /** What a keyboard user does, or that the component has no interaction of its own. */
  keyboard: string;
  /** What a screen reader meets: roles, names, descriptions, live regions. */
  screenReader: string;
  /** What this component's own stories check beyond the checks every story gets (`checksForEveryStory`). */
  tested: string;
};

/** The checks every story of every component gets; the block shows them under each component's own. */
export const checksForEveryStory =
  'Every story renders with its play function and an axe run (no violations allowed, colour contrast included) in ' +
  'the default brand on React 19 and again on React 18, in the Seaside brand, and in German; the screens and a ' +
  'sample of sections also run in the 40 % longer pseudo-locale and right to left (packages/ui/README.md says which).';

/** Story title prefixes that name a component or section (Screens and Foundations are pages). */
export const componentTitlePrefixes = ['Primitives/', 'Components/', 'Layout/', 'Home/', 'Booking/', 'Account/', 'Admin/'] as const;

export const accessibilityStatements = {
  // Primitives
  'Primitives/Alert': {
    keyboard: 'No keyboard interaction of its own; a dismissible alert has a native Dismiss button (Tab, Enter or Space).',
    screenReader:
      'Danger alerts are role="alert" (announced at once); success and warning alerts are role="status" (announced politely). The dismiss button is named by the Alert messages ("Dismiss"); its × is hidden.',
    tested: 'Plays check the alert and status roles per tone, the dismiss button and its name from the messages or a prop.',
  },
  'Primitives/Button': {
    keyboard:
      'A native <button>: Tab to reach, Enter or Space to press. While pending it stays focusable but ignores presses (aria-disabled, not disabled), so focus is not lost.',
    screenReader: 'Named by its text. Pending sets aria-busy and aria-disabled; the spinner graphic is hidden.',
    tested:
      'KeyboardActivation presses it with Enter and Space after Tab; Pending checks aria-busy, aria-disabled, that focus stays and that Enter does nothing; PendingSubmitDoesNotSubmit checks a pending submit button does not submit its form.',
  },
  'Primitives/Card': {
    keyboard: 'No keyboard interaction: a visual panel.',
    screenReader: 'A plain container with no role; give it role and aria-label when it is a landmark (AsLandmark: a named region).',
    tested: 'AsLandmark checks the named region; the others check the brand’s surface and radius.',
  },
  'Primitives/DescriptionList': {
    keyboard: 'No keyboard interaction.',
    screenReader: 'A native <dl>: screen readers announce it as a list of terms and their descriptions.',
    tested: 'Default checks the terms and definitions by role.',
  },
  'Primitives/Heading': {
    keyboard: 'No keyboard interaction.',
    screenReader:
      'A native <h1>–<h6> from `level`; its visual `size` is separate, so the outline stays right when a heading must look smaller (SmallLookTopLevel).',
    tested: 'Plays check the heading’s role and level, and that SmallLookTopLevel is still an <h1>.',
  },
  'Primitives/Link': {
    keyboard:
      "A native link (the provider's router link or an <a>): Tab to reach, Enter to follow. The button looks are still links, so Space does not follow them.",
    screenReader: 'Named by its text; announced as a link whatever its look.',
    tested:
      "KeyboardFocus checks it takes focus with Tab; RendersProviderLinkComponent and PlainAnchorWithoutLinkComponent check what it renders.",
  },
  'Primitives/NumberField': {
    keyboard: 'A native <input type="number">: Tab to reach, type, or ArrowUp/ArrowDown to step within min and max.',
    screenReader: 'Labelled by its <label>; help text and the error are linked with aria-describedby; an error sets aria-invalid.',
    tested: 'WithError checks aria-invalid and that the error is its accessible description.',
  },
  'Primitives/SelectField': {
    keyboard: "A native <select>: Tab to reach; arrow keys, typing or the browser's list to choose.",
    screenReader:
      'Labelled by its <label>; help text and the error are linked with aria-describedby; an error sets aria-invalid. An option may carry its own `lang`.',
    tested: 'WithError checks aria-invalid and that the error is its accessible description.',
  },
  'Primitives/Spinner': {
    keyboard: 'No keyboard interaction.',
    screenReader:
      'A role="status" live region whose text ("Loading…" from the messages, or `label`) is read; the text is visually hidden unless `showLabel`, and the graphic is hidden.',
    tested: 'Plays check the status role and its text from the messages or a prop.',
  },
  'Primitives/Stack': {
    keyboard: 'No keyboard interaction: layout only.',
    screenReader: 'A plain <div> with no role; the reading order is the source order.',
    tested: 'Plays check the direction and gaps only.',
  },
  'Primitives/Table': {
    keyboard:
      'The scroll container is focusable (Tab), so a table wider than the screen scrolls with the arrow keys. Controls in cells are reached with Tab.',
    screenReader:
      'A native <table> with a <caption> (visually hidden with `hideCaption`) and header cells; the scroll container is a region named by the caption. Stacked on narrow screens, each cell keeps its column label.',
    tested: 'WideScrollsSideways checks the region takes focus with Tab.',
  },
  'Primitives/TextField': {
    keyboard: 'A native <input>: Tab to reach and type.',
    screenReader:
      'Labelled by its <label> (kept for assistive technology when `hideLabel`); help text and the error are linked with aria-describedby, in that order; an error sets aria-invalid.',
    tested:
      'Plays check the accessible name and description with help text, with an error and with both, aria-invalid, and the hidden label.',
  },
  'Primitives/VisuallyHidden': {
    keyboard: 'No keyboard interaction; its content is not focusable unless it is a control.',
    screenReader: 'Its text is read by screen readers but not shown (clipped, not display: none).',
    tested: 'Default checks a button keeps its hidden text as its accessible name while the text takes no space.',
  },

  // Components
  'Components/AmenityList': {
    keyboard: 'No keyboard interaction.',
    screenReader: 'A list of the amenities, each named in words; the icons are hidden (aria-hidden).',
    tested: 'Plays check the items and that each icon is hidden.',
  },
  'Components/AvailabilityCalendar': {
    keyboard:
      'A date grid (react-day-picker): Tab reaches the month buttons, then the grid on one day. Arrow keys move by day and week, Home/End to the week’s start and end, PageUp/PageDown by month (Shift by year), Enter or Space picks check-in, then check-out; Escape drops a picked check-in. Right to left, ArrowLeft leads to the next day.',
    screenReader:
      'A group named by the messages, described by a hint that says what to pick next (it changes as you pick). Each month is a grid named by its month; each day button says its date (and today or selected); booked and past days are aria-disabled, and a booked day can take focus but not be picked. A stay across a booked night is refused with an alert; loading shows a status.',
    tested:
      'KeyboardSelection picks a stay with the keyboard (Tab, arrows, Enter, Escape, PageDown, PageUp) and checks focus and the hint; PageDownOntoBookedDay checks a booked day keeps focus but cannot be picked; other plays check the hint, the refusal alert, disabled navigation and the loading status. pageKeyTarget has unit tests.',
  },
  'Components/BookingDateRangeFilter': {
    keyboard:
      'Tab through the range buttons (Enter or Space; aria-pressed shows the active one), the two day-count spin buttons, the From and To date fields with their calendar buttons, then the calendar: month and year selects, month buttons, and the date grid (arrow keys, ArrowLeft to the next day right to left; Enter or Space to pick the start then the end, Escape to drop a picked start).',
    screenReader:
      "A group named by its heading; the range buttons are a named group of toggle buttons; the chosen range is read from a polite live region. The calendar's days say their dates.",
    tested:
      'KeyboardRangePick walks the whole tab order and picks a range with the keyboard; other plays check aria-pressed, the live range text, typed ranges and the month and year selects. The filter state has unit tests.',
  },
  'Components/BookingStatusBadge': {
    keyboard: 'No keyboard interaction.',
    screenReader: 'The status as a word (Confirmed, Cancelled, Finished), not by colour alone.',
    tested: 'Plays check each status’s colour; axe checks its contrast.',
  },
  'Components/ColorSchemeSwitch': {
    keyboard: "A native <select>: Tab to reach; arrow keys, typing or the browser's list to choose light, dark or the system's.",
    screenReader: 'Labelled by the messages ("Colour scheme"); the label is visually hidden unless `showLabel`.',
    tested:
      "Plays check the options and the change; SwitchesTheProvider checks the provider's colours and `color-scheme` follow it. Also run in the dark scheme in both brands.",
  },
  'Components/ConfirmDialog': {
    keyboard:
      'A native modal <dialog>: focus starts on the safe choice (Cancel); Tab and Shift+Tab cycle between its two buttons; Escape cancels; focus returns to the control that opened it.',
    screenReader:
      'A dialog named by its title and described by its text; the page behind is inert while it is open.',
    tested:
      'KeyboardAndEscape checks the name and description, initial focus, Tab and Shift+Tab cycling, Escape and the return of focus; Confirm checks confirming returns focus too.',
  },
  'Components/DateField': {
    keyboard:
      "A text field for the date in the locale's pattern, then a calendar button. Enter or Space on it opens the calendar in a modal dialog with focus on the field's date (else today): arrow keys by day and week (right to left, ArrowLeft leads to the next day), Home/End, PageUp/PageDown by month, Enter picks and closes, Escape closes; focus returns to the button.",
    screenReader:
      'The field is labelled and shows its pattern as the placeholder; errors are linked with aria-describedby and set aria-invalid. The calendar button is named "Open the calendar", described by the field\'s label and has aria-haspopup="dialog"; the dialog is named by the field\'s label; each month is a named grid.',
    tested:
      'KeyboardJourney types a date, opens the calendar with Enter, moves by day, month and to the week’s end, picks, reopens and closes with Escape, checking focus at each step; German checks the German pattern and month names; WithError checks aria-invalid and the description. Date entry has unit tests.',
  },
  'Components/LoggedInBanner': {
    keyboard: 'No keyboard interaction.',
    screenReader: 'A paragraph of text ("Logged in as …").',
    tested: 'Default checks the text from the messages.',
  },
  'Components/NightlyPrices': {
    keyboard: 'No keyboard interaction for a short stay; a long stay folds into a native <details> whose summary opens with Enter or Space.',
    screenReader: "A description list of nights and prices, named by its label (or by the details' summary, \"Show 14 nights\").",
    tested: 'Plays check the list’s accessible name in the short and the folded form.',
  },
  'Components/OtpInput': {
    keyboard:
      'One tab stop: Tab lands on the next box to fill. Typing a digit moves on (other characters are ignored); Backspace and Delete erase; ArrowLeft/ArrowRight (mirrored right to left: ArrowLeft leads to the next box), Home and End move within the filled boxes; pasting a code fills the boxes.',
    screenReader:
      'A fieldset with a legend (visually hidden if asked); each box is named "Digit n of 6"; the first box has autocomplete="one-time-code" and a numeric keyboard; an invalid code sets aria-invalid on every box.',
    tested:
      'Default types, ignores non-digits, erases and moves with the arrow keys, checking focus; RightToLeft checks the mirrored arrows in the right-to-left pseudo-locale; the Paste stories, FocusStaysContiguous and EditFilledBox check pasting, Home, End and focus; Invalid checks aria-invalid.',
  },
  'Components/Paginator': {
    keyboard: 'Native buttons: Tab to each page, Enter or Space to go there. Pressing the current page does nothing.',
    screenReader: 'A <nav> landmark named by the messages; each button is named "Go to page n"; the current page has aria-current="page".',
    tested: 'KeyboardOperable pages with Enter and Space; other plays check aria-current and that the current page is a no-op.',
  },
  'Components/RoomCard': {
    keyboard: 'One tab stop per card: its Book Now link (Enter). The photo links to the same place but is left out of the tab order.',
    screenReader:
      "An <article> named by its heading (the room type); the Book Now link is described by the room type, so a list of links still says which room; the duplicate photo link is hidden.",
    tested: 'Plays check the link’s description and that Tab reaches Book Now.',
  },
  'Components/RoomFilter': {
    keyboard: 'A native <select> (Tab, arrow keys or typing) and a Clear button (Enter or Space).',
    screenReader: 'The select is labelled by the messages; the button is named by its text.',
    tested: 'KeyboardOperable reaches both with Tab and clears with Enter.',
  },
  'Components/RoomTypeSelect': {
    keyboard:
      'A native <select>; choosing "Add new" shows a text field (Tab to it) with an Add button: Enter in the field adds the new type (without submitting the form around it), Escape cancels; either way focus returns to the select. When the list fails to load, its alert has a Retry button, which puts focus back on the select.',
    screenReader:
      'The select and the field are labelled; an empty new type sets aria-invalid with the error as description (an existing one is simply chosen); a load failure is an alert.',
    tested:
      'AddNewByKeyboard adds with Enter and cancels with Escape, checking focus; AddEmptyType and WithError check aria-invalid and the description, AddExistingType that an existing type is chosen; LoadFailed retries from the keyboard and checks focus.',
  },

  // Layout
  'Layout/ErrorPage': {
    keyboard: 'One link home (Tab, Enter).',
    screenReader: 'A section named by its level-1 heading; the detail, when given, is preformatted text.',
    tested: 'Plays check the level-1 heading, the region named by it and the link.',
  },
  'Layout/Footer': {
    keyboard: 'No keyboard interaction.',
    screenReader: 'A <footer> (the contentinfo landmark on a page) with the copyright line.',
    tested: 'Plays find it by the contentinfo role and check its text.',
  },
  'Layout/LanguageSwitch': {
    keyboard: "A native <select>: Tab to reach; arrow keys, typing or the browser's list to choose.",
    screenReader:
      'Labelled by the messages (visually hidden unless `showLabel`). Each language is named in its own words and marked with its `lang`, so "Deutsch" is pronounced as German on an English page.',
    tested: "Plays check the options' texts and `lang`, the change, and (SwitchesTheProvider) that the page's `lang` follows.",
  },
  'Layout/NavBar': {
    keyboard:
      'Tab through the brand, the links and the Account button. Enter or Space opens the Account menu; Escape closes it and returns focus to the button; tabbing out closes it. On narrow screens a menu button shows the links; Escape closes it and returns focus to that button.',
    screenReader:
      'A <header> with a <nav> landmark named by the messages; the link to the current page has aria-current="page"; the menu buttons have aria-expanded and aria-controls; icons are hidden.',
    tested:
      'MenuKeyboard and NarrowKeyboard open, walk and close both menus with the keyboard, checking focus and aria-expanded; other plays check aria-current and the switches’ names.',
  },
  'Layout/PageShell': {
    keyboard:
      'A "Skip to content" link comes first (shown when focused) and moves focus to <main>. On a navigation (`navigationKey`) focus moves to the new page\'s level-1 heading, or to <main> until it renders.',
    screenReader: "A <main> landmark between the header and footer; the document title names the page and the brand.",
    tested:
      'SkipLinkMovesFocusToMain, FocusAfterNavigation, DocumentTitle and DocumentTitleSeaside check the skip link, the focus after a navigation and the title.',
  },
  'Layout/SectionStatus': {
    keyboard:
      'A failed load shows Retry inside its alert (Tab, Enter or Space); after a retry focus moves to the status area, so it is not lost when the button goes.',
    screenReader: 'A failure is an alert; a success message and loading are status regions.',
    tested: 'RetryByKeyboard retries with Enter and checks focus; other plays check the alert and status texts.',
  },
  'Layout/SplitLayout': {
    keyboard: 'No keyboard interaction: layout only.',
    screenReader: 'Two plain columns, no landmarks or text; the reading order is the source order (start, then end).',
    tested: 'Default checks the columns sit side by side in reading order (mirrored right to left) or stacked.',
  },

  // Home
  'Home/HomeHero': {
    keyboard: 'No keyboard interaction, except a dismissible notice’s Dismiss button.',
    screenReader: 'A section named by its level-1 heading; the notices are warning alerts (role="status").',
    tested: 'Plays check the notice’s status role and text, and its absence when logged in.',
  },
  'Home/RoomCarousel': {
    keyboard:
      'Tab reaches "Browse all rooms", the Previous and Next buttons (Enter or Space), then the cards’ links. ArrowLeft/ArrowRight (swapped right to left) anywhere in the carousel change the slide; focus in a card that goes moves to the slide area.',
    screenReader:
      'A region with aria-roledescription "carousel" and a name; each slide is a group named "n of m"; the slides are a polite live region, as the carousel does not turn by itself. Loading is a status, a failure an alert.',
    tested: 'KeyboardNavigation walks the tab order and changes slides with the buttons and the arrow keys, checking focus, in every locale (right to left with the arrows swapped); other plays check the roles and the loading and error states.',
  },
  'Home/RoomSearchForm': {
    keyboard:
      'A native form: Tab through the dates (each a DateField with its calendar button, whose calendar works as DateField’s), the room type and the guests; Enter submits. On an invalid search focus moves to the first wrong date. Clear resets.',
    screenReader:
      'A search landmark (role="search") named by the messages; date errors set aria-invalid and are the fields’ descriptions; each calendar button is named "Open the calendar" and described by its field’s label; searching shows a status and marks the button aria-busy.',
    tested:
      'InvalidDates, CheckOutBeforeCheckIn and TypedBadDates submit with Enter and check aria-invalid, the description and focus; CalendarByKeyboard opens check-in’s calendar with Tab and Enter, picks the next day with the arrow and Enter, and checks focus and the field’s text; German checks German errors; Searching checks the status and aria-busy; RoomTypesLoadFailed retries from the keyboard.',
  },
  'Home/RoomSearchResults': {
    keyboard: "Tab through the cards' links, the paginator and Clear search (native buttons and links).",
    screenReader: 'A section named by its heading; the rooms are a list of cards whose headings sit one level below it; pages as in Paginator.',
    tested: 'Plays check paging (aria-current) and that new results go back to page 1.',
  },
  'Home/ServicesList': {
    keyboard: 'No keyboard interaction.',
    screenReader: 'A section named by its heading, listing the services, each with its own heading one level below; the icons are hidden.',
    tested: 'Plays check the region’s name, the texts and the heading levels (also as the page heading).',
  },

  // Booking
  'Booking/BookingInfo': {
    keyboard: 'The Cancel booking button (Enter or Space) opens a confirmation dialog (see ConfirmDialog); focus returns to the button.',
    screenReader:
      'A section named by its heading; the booking’s facts are a description list; the status is a word; cancelling marks the button aria-busy.',
    tested: 'Plays check the dialog’s name, description, focus and Escape, and aria-busy while cancelling.',
  },
  'Booking/BookingResult': {
    keyboard: 'Only its links (Tab, Enter).',
    screenReader:
      'A section named by its heading; the outcome is a status (success) or an alert (failure); the confirmation code is a group named by its label; the nights are a named description list.',
    tested: 'Plays check the status or alert text and the nights’ list name.',
  },
  'Booking/FindBooking': {
    keyboard:
      'A search form: type the code, Enter submits. An empty code focuses the field again; after a cancellation focus moves to the success message.',
    screenReader:
      'A search landmark named by the heading; an empty code sets aria-invalid with the error as description; searching is a status, failures are alerts; the cancellation success is a status that takes focus.',
    tested:
      'EmptyCode checks aria-invalid, the description and focus; Searching checks the status and aria-busy; FindAndCancel looks up, cancels and checks focus on the success message.',
  },
  'Booking/ReservationForm': {
    keyboard:
      'A native form: Tab through the fields (the dates as DateField, with calendar buttons), Enter submits. On an invalid submit focus moves to the first wrong field.',
    screenReader:
      'A form named by its heading; errors set aria-invalid and are the fields’ descriptions; a read-only email is aria-readonly with a description saying why; availability is a status or an alert; submitting marks the button aria-busy.',
    tested:
      'The validation stories submit and check aria-invalid, the description and focus on the first wrong field in turn; others check the availability status and alert and aria-busy.',
  },
  'Booking/ReservationSummary': {
    keyboard:
      'Edit and Confirm buttons (Enter or Space). With `focusOnMount` the heading takes focus when it appears, so the guest starts reading the summary.',
    screenReader:
      'A section named by its heading, aria-busy while confirming; a changed price is a status; a total that is not positive is an alert; confirming shows a status.',
    tested: 'KeyboardOperable presses both buttons from the keyboard; FocusOnMount waits for the heading to take focus; others check the status and alert texts and aria-busy.',
  },
  'Booking/RoomDetails': {
    keyboard: "No keyboard interaction of its own; its gallery's controls (see RoomGallery).",
    screenReader:
      'A section named by its heading, aria-busy while loading; amenities or services under a sub-heading with hidden icons; loading is a status, a failure an alert.',
    tested: 'Plays check the photo’s alternative text, the hidden icons, the heading level and the loading and error states.',
  },
  'Booking/RoomGallery': {
    keyboard:
      'Previous and Next buttons (Enter or Space); ArrowLeft/ArrowRight (swapped right to left), Home and End anywhere in the gallery; "Enlarge" opens a modal dialog with focus on Close, Tab cycling through its buttons, arrow keys to move, Escape to close; focus returns to "Enlarge".',
    screenReader:
      'A region with aria-roledescription "gallery" and a name; only the shown photo is exposed, with its alternative text; a polite live region says "Photo n of m: …" once the visitor moves; the dialog is named by the photo’s position.',
    tested:
      'KeyboardAndButtons pages with the buttons, arrows, Home and End; Lightbox checks the dialog’s focus, Tab cycling, arrows and Escape; Swipe checks swiping; all three also run right to left, with the arrows and swipes swapped.',
  },
  'Booking/RoomList': {
    keyboard: "Tab through the room-type filter, the paginators (top and bottom) and the cards' links.",
    screenReader: 'A section named by its heading, aria-busy while loading; a list of cards; loading is a status, a failure an alert.',
    tested: 'Plays check both paginators stay in step, filtering returns to page 1, and the loading and error states.',
  },

  // Account
  'Account/AccountSecurity': {
    keyboard: 'Two forms: change the password (Enter submits; the first wrong field takes focus) and a button to log out everywhere.',
    screenReader:
      'A section named by its heading with two parts named by theirs; the first validation failure is an alert linked to its field; success is a status; pending buttons are aria-busy.',
    tested: 'Validation checks the alert text and focus on the wrong field; others check the success status, the error alerts and aria-busy.',
  },
  'Account/BookingHistoryTable': {
    keyboard: 'No interaction of its own; the table’s scroll region takes focus when it is wider than the screen (see Table).',
    screenReader:
      'A table with a caption and column headers; each status is a word; on narrow screens each row stacks, each cell shown with its column label (the header row stays in the table, visually hidden).',
    tested: 'Plays check the headers, cells, the empty row and the hidden caption’s name; NarrowScreen checks the stacked layout and labels.',
  },
  'Account/ForgotPasswordForm': {
    keyboard: 'A native form: email, Enter submits; an invalid email takes focus.',
    screenReader: 'A form named by its heading and described by its intro; a validation failure is an alert linked to the field (aria-invalid); submitting marks the button aria-busy.',
    tested: 'Plays check the form’s description, the alert, aria-invalid and focus, and aria-busy.',
  },
  'Account/LoginForm': {
    keyboard: 'A native form: email, password, Enter submits; links to reset the password and to register.',
    screenReader:
      'A form named by its heading; why the login is needed is a status with a title; a failed login is an alert; submitting marks the button aria-busy.',
    tested: 'KeyboardSubmit fills and submits with the keyboard; others check the reason status, the alerts, aria-busy and the tab order of the links.',
  },
  'Account/Profile': {
    keyboard:
      'Close account opens a confirmation dialog (see ConfirmDialog; focus returns to the button); a failed bookings load has Retry; the booking history table.',
    screenReader:
      'A section named by its heading; the avatar is an image named "Profile picture of …"; facts are a description list; loading is a status, failures are alerts.',
    tested: 'CloseAccount opens and cancels the dialog with the mouse and the keyboard (Enter, Escape), checking focus; BookingsWithRetry retries from the keyboard; others check the status and alerts.',
  },
  'Account/RegisterForm': {
    keyboard: 'A native form: Tab through the fields, Enter submits; the first wrong field takes focus.',
    screenReader:
      'A form named by its heading; one alert at a time names the first validation failure and is linked to its field (aria-invalid); the password hint is the field’s description; success is a status.',
    tested: 'OrderedValidation checks one alert at a time, aria-invalid, the description and focus on each wrong field in turn; others check the success status and the server error.',
  },
  'Account/ResetPasswordForm': {
    keyboard: 'A native form: email, code, new password twice, Enter submits; the first wrong field takes focus.',
    screenReader: 'A form named by its heading; a validation failure is an alert linked to its field (aria-invalid); success is a status.',
    tested: 'Validation checks the alert, aria-invalid and focus on each wrong field in turn; others check the success status and aria-busy.',
  },
  'Account/VerifyOtpForm': {
    keyboard: 'The code boxes (see OtpInput), then Verify (Enter submits) and Resend; an incomplete code puts focus on the first empty box.',
    screenReader:
      'A form named by its heading; the code group is described by where the code was sent (and the error when incomplete); results are statuses and failures alerts, with aria-invalid on the boxes.',
    tested: 'Plays type and paste the code, check the description, aria-invalid and focus on the first empty box, and the status and alert texts.',
  },

  // Admin
  'Admin/AdminPanel': {
    keyboard: 'A list of links (Tab, Enter).',
    screenReader: 'A section named by its heading with a named list of links.',
    tested: 'Default walks every link with Tab.',
  },
  'Admin/AuditLogTable': {
    keyboard: 'A filter form (actor, action, dates; Enter applies), a table and a paginator.',
    screenReader: 'A section named by its heading; the filter is a named form; an invalid filter sets aria-invalid; times are <time> elements; loading is a status, a failure an alert.',
    tested: 'Filtering submits with Enter and checks aria-invalid; Paged checks aria-current; others check the loading and error states.',
  },
  'Admin/CalendarSyncPanel': {
    keyboard:
      'The export URL field (read-only, selected on focus), a Copy button and a button to replace the link; each imported calendar’s Remove button; Sync now; a form to add a calendar (Enter submits). Rotating and removing ask in a confirmation dialog.',
    screenReader:
      'Two parts named by their headings; Remove buttons name the calendar; an invalid URL sets aria-invalid and is the field’s description; times are <time> elements.',
    tested: 'Rotate and RemoveImport open and answer the dialogs; AddImport checks aria-invalid and the description.',
  },
  'Admin/ExistingBookingsTable': {
    keyboard:
      'The date-range filter (see BookingDateRangeFilter), then a table whose Cancel buttons (Enter or Space) open a confirmation dialog; focus returns to the button.',
    screenReader:
      'A section named by its heading, aria-busy while loading; each Cancel button’s name starts with its visible text and names the booking’s code; dates are <time> elements; statuses are words; loading is a status, failures are alerts.',
    tested: 'CancelPerRow cancels and keeps with the mouse and the keyboard (Enter, Tab, Escape), checking focus; others check aria-busy and the filter; axe checks that each button’s name contains its text, in German and the pseudo-locale too.',
  },
  'Admin/ExistingRoomsTable': {
    keyboard:
      'The room-type filter, a table whose row actions are links (view, edit, rates, calendar) and a Delete button that opens a confirmation dialog, and a paginator. Focus returns to the Delete button.',
    screenReader:
      'A section named by its heading; each icon action is named with its room ("Edit room 5"), its icon hidden; loading is a status, failures are alerts.',
    tested: 'RowActions walks a row’s actions with Tab and deletes with the keyboard, checking focus; Deleting and DeleteFailed check aria-busy and the alert.',
  },
  'Admin/FailedMailTable': {
    keyboard: 'A table whose Resend buttons (Enter or Space) name their mail, and a paginator.',
    screenReader: 'A section named by its heading; each Resend button names the subject and recipient; a resend in progress is aria-disabled.',
    tested: 'Plays resend from the keyboard, check aria-disabled and aria-current.',
  },
  'Admin/HotelProfileForm': {
    keyboard: 'A native form (Enter submits); the first wrong field takes focus, also after the server refuses a value.',
    screenReader:
      "A section named by its heading and described by its intro; each field's hint and error are its description (hint first); success is a status, failure an alert.",
    tested: 'Validation and ServerErrors check the descriptions and focus; others check aria-busy, the status and the alert.',
  },
  'Admin/OccupancyReport': {
    keyboard: 'A period form (dates, group by day or month; Enter shows the report), Download CSV, and the figures’ table.',
    screenReader:
      'Summaries are sections named by their headings; each chart is a figure named by its heading, drawn as an image whose name points to the table that gives its figures, its axes hidden; Download CSV is described by its hint.',
    tested: 'PeriodForm checks the period errors as descriptions; others check the download hint, aria-busy and the alert.',
  },
  'Admin/OccupancyTimeline': {
    keyboard:
      'An ARIA grid with one tab stop: arrow keys move by room and night (ArrowLeft to the next night right to left), Home/End to the row’s ends, Ctrl+Home/End to the grid’s corners, PageUp/PageDown by ten rooms; Enter or Space on a stay’s night opens its booking. The period picker is a form with Show and earlier/later buttons.',
    screenReader:
      'A grid named by its period and described by a hidden keyboard hint, with aria-rowcount and aria-colcount (only the rows in view are rendered); today’s column has aria-current="date"; each night says in words what it holds (guest, closure, imported, conflict), not by colour alone.',
    tested: 'Keyboard walks the grid with every key above and checks focus and names, right to left too; ThousandRooms checks the counts and Ctrl+End and PageUp across 1,000 rooms; PeriodPicker checks its errors.',
  },
  'Admin/RatesEditor': {
    keyboard:
      'A form: base price, then tables of seasons and closed dates with Add and Remove buttons (Enter or Space). A new row focuses its first field; removing a row focuses Add; an invalid save focuses the first wrong field.',
    screenReader:
      'A section named by its heading; each cell field is labelled (hidden labels) and described by its hint and error; a save result is a status or an alert.',
    tested: 'KeyboardAddSeasonFixOverlap adds a season from the keyboard, fixes an overlap and checks focus and aria-invalid; RemoveRows checks focus after removing.',
  },
  'Admin/RoomForm': {
    keyboard:
      'A native form (Enter submits; the first wrong field takes focus), amenity checkboxes in a fieldset, and a photo gallery: Move up and Move down buttons (focus follows the photo), Delete, alternative-text fields, file input, and per-upload buttons. Dragging has button equivalents.',
    screenReader:
      'A section named by its heading; errors set aria-invalid and are the fields’ descriptions; photo buttons are described by their photo; upload progress bars are named; upload failures are alerts; a polite live region announces a moved photo’s new position.',
    tested:
      'AddValidation and the photo stories check descriptions, aria-invalid and focus; the gallery stories reorder with the keyboard and check focus; RoomTypesLoadFailed retries from the keyboard.',
  },
} as const satisfies Record<string, AccessibilityStatement>;

export type AccessibilityStatementTitle = keyof typeof accessibilityStatements;
