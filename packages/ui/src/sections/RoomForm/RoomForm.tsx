import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { RoomTypeSelect, type RoomTypeSelectMessages } from '../../components/RoomTypeSelect';
import { errorsByField } from '../../logic/validation/fieldErrors';
import {
  normalizeEditedRoomPrice,
  normalizeRoomPrice,
  roomValidationMessages,
  validateAddRoom,
  validateEditRoom,
  type RoomField,
  type RoomFormValues,
} from '../../logic/validation/roomValidation';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Field } from '../../primitives/Field';
import { Heading, type HeadingLevel } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { NumberField } from '../../primitives/NumberField';
import { roomFormMessages, type RoomFormMessages } from './RoomForm.messages';
import * as S from './RoomForm.styles';

export type RoomFormMode = 'add' | 'edit';

export type RoomFormProps = Omit<ComponentPropsWithoutRef<'section'>, 'children' | 'onSubmit' | 'defaultValue'> & {
  /** 'add': type, price and photo required, price entered as a whole number. 'edit': a new photo is required. */
  mode: RoomFormMode;
  /** The room types to offer (the select's 'Add New' can add more, locally). */
  roomTypes: readonly string[];
  /**
   * The app's text for a failed load of the room types, shown as is under the select (RoomTypeSelect's `loadError`).
   * The form keeps its input.
   */
  roomTypesError?: string;
  /** Offers Retry beside `roomTypesError`; pressing it moves focus to the select while the app loads the types again. */
  onRetryRoomTypes?: () => void;
  /**
   * Starting values, e.g. the loaded room in edit mode. Read once: render the form after the room has loaded
   * (or give it a `key`) rather than changing them later.
   */
  defaultValues?: { roomType?: string; roomPrice?: string | number };
  /** Edit mode: the room's current photo, shown until a new one is chosen. */
  currentImageUrl?: string | null;
  /**
   * The validated values: `roomPrice` normalised (`normalizeRoomPrice` in add mode, so '150.75' → '150';
   * in edit mode the number as typed) and the chosen `photo` file.
   */
  onSubmit: (values: RoomFormValues) => void;
  /** The save is in progress: the submit button shows as pending and further submits are ignored. */
  isSubmitting?: boolean;
  /**
   * The last save's outcome. 'success' shows 'A new room was  added successfully !' / 'Room updated successfully!'
   * (and clears an add form); 'error' shows `error` or 'Error adding new room' / 'Error updating room'.
   */
  submitResult?: 'success' | 'error' | null;
  /** The failure's text from the app (e.g. the server's message), shown as is; else 'error' shows the default. */
  error?: string;
  /** Server-side errors by field, shown like the form's own validation messages. */
  errors?: Partial<Record<RoomField, string>>;
  /** Target of the back link. */
  backHref: string;
  /** Outline level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
  messages?: Partial<RoomFormMessages>;
  roomTypeSelectMessages?: Partial<RoomTypeSelectMessages>;
};

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** Add a New Room / Edit Room: room type (with Add New), price, photo with preview, validation and save. */
export const RoomForm = forwardRef<HTMLElement, RoomFormProps>(function RoomForm({
  mode,
  roomTypes,
  roomTypesError,
  onRetryRoomTypes,
  defaultValues,
  currentImageUrl = null,
  onSubmit,
  isSubmitting = false,
  submitResult = null,
  error,
  errors: serverErrors,
  backHref,
  headingLevel = 2,
  messages,
  roomTypeSelectMessages,
  ...rest
}, ref) {
  const t = useMessages('RoomForm', roomFormMessages, messages);
  const validationMessages = useMessages('RoomValidation', roomValidationMessages);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const isAdd = mode === 'add';

  const [roomType, setRoomType] = useState(defaultValues?.roomType ?? '');
  const [roomPrice, setRoomPrice] = useState(() => initialPrice(defaultValues?.roomPrice, isAdd));
  const [photo, setPhoto] = useState<File | null>(null);
  /** Object URL of `photo`, made when it is chosen and revoked when it changes or on unmount. */
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  /** Remounts the (uncontrolled) file input when the form is cleared. */
  const [fileInputKey, setFileInputKey] = useState(0);
  const [hasSubmitted, setHasSubmitted] = useState(false);

  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  // A successful add clears the form for the next room, once per result.
  const [seenResult, setSeenResult] = useState(submitResult);
  if (submitResult !== seenResult) {
    setSeenResult(submitResult);
    if (isAdd && submitResult === 'success') {
      setRoomType('');
      setRoomPrice('');
      setPhoto(null);
      setPreviewUrl(null);
      setFileInputKey((key) => key + 1);
      setHasSubmitted(false);
    }
  }

  const values: RoomFormValues = { roomType, roomPrice, photo };
  const validate = isAdd ? validateAddRoom : validateEditRoom;
  const clientErrors = hasSubmitted ? errorsByField(validate(values, validationMessages)) : {};
  const fieldErrors: Partial<Record<RoomField, string>> = { ...serverErrors, ...clientErrors };

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setHasSubmitted(true);
    const failures = validate(values, validationMessages);
    if (failures.length > 0) {
      const first = formRef.current?.elements.namedItem(failures[0]!.field);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    onSubmit({ roomType, roomPrice: isAdd ? normalizeRoomPrice(roomPrice) : normalizeEditedRoomPrice(roomPrice), photo });
  };

  const shownImage = previewUrl ?? (isAdd ? null : currentImageUrl);

  return (
    <S.Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={headingLevel} id={headingId}>
        {isAdd ? t.addHeading : t.editHeading}
      </Heading>
      {submitResult === 'success' ? <Alert tone="success">{isAdd ? t.addSuccess : t.editSuccess}</Alert> : null}
      {error || submitResult === 'error' ? (
        <Alert tone="danger">{error || (isAdd ? t.addError : t.editError)}</Alert>
      ) : null}
      <S.Form ref={formRef} noValidate onSubmit={handleSubmit}>
        <RoomTypeSelect
          name="roomType"
          roomTypes={roomTypes}
          value={roomType}
          onChange={setRoomType}
          isRequired={isAdd}
          error={fieldErrors.roomType}
          loadError={roomTypesError}
          onRetry={onRetryRoomTypes}
          messages={roomTypeSelectMessages}
        />
        <NumberField
          name="roomPrice"
          label={t.roomPriceLabel}
          min={0}
          step={isAdd ? 1 : 'any'}
          required={isAdd}
          value={roomPrice === '' ? null : Number(roomPrice)}
          error={fieldErrors.roomPrice}
          onChange={(price) => setRoomPrice(price === null ? '' : String(price))}
          // Normalised when the field is left (not on each keystroke, which would mangle '150.75' mid-typing).
          onBlur={() => setRoomPrice((price) => (isAdd ? normalizeRoomPrice(price) : normalizeEditedRoomPrice(price)))}
        />
        <Field
          label={t.photoLabel}
          description={t.photoDescription}
          error={fieldErrors.photo}
          id={undefined}
          describedBy={undefined}
          renderControl={(controlProps) => (
            <S.FileInput
              key={fileInputKey}
              {...controlProps}
              type="file"
              name="photo"
              accept={PHOTO_TYPES}
              required
              onChange={(event) => choosePhoto(event.target.files?.[0] ?? null)}
            />
          )}
        />
        {shownImage ? (
          <S.Preview>
            <S.PreviewImage src={shownImage} alt={previewUrl ? t.previewAlt : t.currentPhotoAlt} />
            <S.PreviewCaption>{previewUrl ? t.previewCaption : t.currentPhotoCaption}</S.PreviewCaption>
          </S.Preview>
        ) : null}
        <S.Actions>
          <Link href={backHref} variant="secondary">
            {isAdd ? t.addBackLink : t.editBackLink}
          </Link>
          <Button type="submit" isPending={isSubmitting}>
            {isAdd ? t.saveRoom : t.editRoom}
          </Button>
        </S.Actions>
      </S.Form>
    </S.Root>
  );
});

function initialPrice(price: string | number | undefined, isAdd: boolean): string {
  if (price === undefined) return '';
  return isAdd ? normalizeRoomPrice(String(price)) : normalizeEditedRoomPrice(String(price));
}
