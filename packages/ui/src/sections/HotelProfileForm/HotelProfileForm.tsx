import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { HOTEL_PROFILE_LIMITS } from '@hotel/booking-rules';
import { errorsByField } from '../../logic/validation/fieldErrors';
import {
  hotelProfileValidationMessages,
  normalizeHotelProfile,
  validateHotelProfile,
  type HotelProfileField,
  type HotelProfileValidationMessages,
} from '../../logic/validation/hotelProfileValidation';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { cardSurface } from '../../primitives/Card';
import { Field } from '../../primitives/Field';
import { TextArea } from '../../primitives/Field/Field.styles';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { SelectField } from '../../primitives/SelectField';
import { TextField } from '../../primitives/TextField';
import type { HotelProfileView } from '../../types/views';
import { isKitLanguage, kitLanguages } from '../LanguageSwitch/LanguageSwitch';
import { languageSwitchMessages } from '../LanguageSwitch/LanguageSwitch.messages';
import { hotelProfileFormMessages, type HotelProfileFormMessages } from './HotelProfileForm.messages';

export type HotelProfileFormProps = Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSubmit' | 'defaultValue'> & {
  /** The stored profile. Read once: render the form after it has loaded (or give it a `key`). */
  defaultValues: HotelProfileView;
  /** Save pressed with valid values: texts trimmed, the currency in capitals. */
  onSubmit: (values: HotelProfileView) => void;
  /** The save is in progress: the button shows as pending and further submits are ignored. */
  isSaving?: boolean;
  /** The last save succeeded: shows the saved text. */
  showSaved?: boolean;
  /** The failure's text from the app when it is about no one field, shown as is. */
  error?: string;
  /**
   * The server's refusals by field (an unknown currency or time zone, say), shown under their fields like the form's
   * own checks until the field is edited; new errors focus the first of them.
   */
  errors?: Partial<Record<HotelProfileField, string>>;
  /** Outline level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<HotelProfileFormMessages>;
  validationMessages?: Partial<HotelProfileValidationMessages>;
};

/** The hotel's profile, as the admin edits it: name, contact details, currency, time zone, times, language, policy. */
export const HotelProfileForm = forwardRef<HTMLElement, HotelProfileFormProps>(function HotelProfileForm(
  { defaultValues, onSubmit, isSaving = false, showSaved = false, error, errors: serverErrors, headingLevel = 2, messages, validationMessages, ...rest },
  ref,
) {
  const t = useMessages('HotelProfileForm', hotelProfileFormMessages, messages);
  const vm = useMessages('HotelProfileValidation', hotelProfileValidationMessages, validationMessages);
  const languageNames = useMessages('LanguageSwitch', languageSwitchMessages);
  const headingId = useId();
  const introId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(defaultValues);
  const [hasSubmitted, setHasSubmitted] = useState(false);
  /** Fields edited since the server's errors came: their server error no longer applies. */
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<HotelProfileField>>(new Set());
  // Compared by content, so an app that builds the object on every render does not reset or refocus anything.
  const serverErrorsKey = JSON.stringify(serverErrors ?? {});
  const [seenServerErrorsKey, setSeenServerErrorsKey] = useState(serverErrorsKey);
  if (serverErrorsKey !== seenServerErrorsKey) {
    setSeenServerErrorsKey(serverErrorsKey);
    setEditedSinceServer(new Set());
  }

  // The server's refusal moves focus to the first field it names, as the form's own checks do.
  useEffect(() => {
    const first = Object.keys(JSON.parse(serverErrorsKey) as object)[0];
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }, [serverErrorsKey]);

  const clientErrors = hasSubmitted ? errorsByField(validateHotelProfile(normalizeHotelProfile(values), vm)) : {};
  const fieldError = (field: HotelProfileField) =>
    clientErrors[field] ?? (editedSinceServer.has(field) ? undefined : serverErrors?.[field]);

  const edit = <Field extends HotelProfileField>(field: Field, value: HotelProfileView[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setEditedSinceServer((edited) => new Set(edited).add(field));
  };
  const textField = (field: Exclude<HotelProfileField, 'defaultLanguage'>) => ({
    name: field,
    value: values[field],
    error: fieldError(field),
    onChange: (value: string) => edit(field, value),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    setHasSubmitted(true);
    const normalized = normalizeHotelProfile(values);
    const [first] = validateHotelProfile(normalized, vm);
    if (first) {
      const control = event.currentTarget.elements.namedItem(first.field);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    onSubmit(normalized);
  };

  return (
    <Root aria-labelledby={headingId} aria-describedby={introId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {t.heading}
      </Heading>
      <p id={introId}>{t.intro}</p>
      {showSaved ? <Alert tone="success">{t.saved}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      <Form ref={formRef} noValidate onSubmit={handleSubmit} aria-labelledby={headingId}>
        <TextField label={t.nameLabel} description={t.nameHint} required autoComplete="organization" {...textField('name')} />
        <TextField label={t.addressLabel} autoComplete="street-address" {...textField('address')} />
        <Pair>
          <TextField label={t.phoneLabel} type="tel" autoComplete="tel" {...textField('phone')} />
          <TextField label={t.contactEmailLabel} type="email" autoComplete="email" {...textField('contactEmail')} />
        </Pair>
        <Pair>
          <TextField label={t.currencyLabel} description={t.currencyHint} required autoComplete="off" spellCheck={false} {...textField('currency')} />
          <TextField label={t.timeZoneLabel} description={t.timeZoneHint} required autoComplete="off" spellCheck={false} {...textField('timeZone')} />
        </Pair>
        <Pair>
          <TextField label={t.checkInTimeLabel} description={t.timeHint} required inputMode="numeric" autoComplete="off" {...textField('checkInTime')} />
          <TextField label={t.checkOutTimeLabel} description={t.timeHint} required inputMode="numeric" autoComplete="off" {...textField('checkOutTime')} />
        </Pair>
        <SelectField
          name="defaultLanguage"
          label={t.defaultLanguageLabel}
          description={t.defaultLanguageHint}
          options={kitLanguages.map((language) => ({ value: language, label: languageNames[language], lang: language }))}
          value={values.defaultLanguage}
          error={fieldError('defaultLanguage')}
          onChange={(language) => {
            if (isKitLanguage(language)) edit('defaultLanguage', language);
          }}
        />
        <Field
          label={t.cancellationPolicyLabel}
          description={t.cancellationPolicyHint}
          error={fieldError('cancellationPolicy')}
          id={undefined}
          describedBy={undefined}
          renderControl={(controlProps) => (
            <TextArea
              {...controlProps}
              name="cancellationPolicy"
              rows={4}
              maxLength={HOTEL_PROFILE_LIMITS.cancellationPolicy}
              value={values.cancellationPolicy}
              onChange={(event) => edit('cancellationPolicy', event.target.value)}
            />
          )}
        />
        <div>
          <Button type="submit" isPending={isSaving}>
            {t.save}
          </Button>
        </div>
      </Form>
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  > p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Two short fields side by side where there is room. */
const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
`;
