import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent } from 'react';
import { AmenityIcon, amenitiesMessages, bedTypesMessages } from '../../components/AmenityList';
import { RoomTypeSelect, type RoomTypeSelectMessages } from '../../components/RoomTypeSelect';
import { roomAmenities, roomBedTypes, type RoomAmenity, type RoomBedType } from '../../logic/amenities';
import { errorsByField } from '../../logic/validation/fieldErrors';
import {
  missingAltTexts,
  normalizeEditedRoomPrice,
  normalizeRoomPrice,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_SIZE_MAX,
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
import { SelectField } from '../../primitives/SelectField';
import type { GalleryChangeFailure, PhotoUploadView, RoomPhotoView } from '../../types/views';
import { GalleryManager } from './GalleryManager';
import { roomFormMessages, type RoomFormMessages } from './RoomForm.messages';
import * as S from './RoomForm.styles';
import { usePendingPhotos } from './usePendingPhotos';

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
  defaultValues?: {
    roomType?: string;
    roomPrice?: string | number;
    description?: string | null;
    bedType?: RoomBedType | null;
    sizeSquareMeters?: number | null;
    amenities?: readonly RoomAmenity[];
  };
  /** Edit mode: the room's current photo, shown until a new one is chosen. */
  currentImageUrl?: string | null;
  /**
   * The room's gallery in order, shown with its manager (alt texts, order, delete, add); without it, no manager
   * (a room being added has no gallery yet). The form saves nothing while a photo lacks alt text.
   */
  gallery?: readonly RoomPhotoView[];
  /** Photos being uploaded, with their progress, and failed uploads until dismissed. */
  uploads?: readonly PhotoUploadView[];
  /**
   * A photo the admin chose for the gallery and described: upload it (and list it in `uploads` meanwhile). The form
   * holds chosen photos until they have alt text and Upload is pressed, or the form is saved (which uploads each first).
   * Without it, no way to add photos.
   */
  onUpload?: (file: File, alt: string) => void;
  /** Take a failed upload off `uploads` (its Dismiss button). */
  onDismissUpload?: (id: string) => void;
  /** The last change to the gallery (order, removal, alt text) failed, and why: said in the gallery. */
  galleryFailure?: GalleryChangeFailure;
  /** The gallery's photo ids in the admin's new order. */
  onReorder?: (ids: number[]) => void;
  onDelete?: (id: number) => void;
  /** A photo's alt text, edited: when its field is left, and for any not yet sent when the form is submitted. */
  onAltChange?: (id: number, alt: string) => void;
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

/**
 * Add a New Room / Edit Room: room type (with Add New), price, description, bed type, size, amenities, photo with
 * preview, in edit mode the gallery manager; validation and save.
 */
export const RoomForm = forwardRef<HTMLElement, RoomFormProps>(function RoomForm({
  mode,
  roomTypes,
  roomTypesError,
  onRetryRoomTypes,
  defaultValues,
  currentImageUrl = null,
  gallery,
  uploads = [],
  onUpload,
  onDismissUpload,
  galleryFailure,
  onReorder,
  onDelete,
  onAltChange,
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
  const amenityTexts = useMessages('Amenities', amenitiesMessages);
  const bedTypeTexts = useMessages('BedTypes', bedTypesMessages);
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const isAdd = mode === 'add';

  const [roomType, setRoomType] = useState(defaultValues?.roomType ?? '');
  const [roomPrice, setRoomPrice] = useState(() => initialPrice(defaultValues?.roomPrice, isAdd));
  const [description, setDescription] = useState(defaultValues?.description ?? '');
  const [bedType, setBedType] = useState<RoomBedType | ''>(defaultValues?.bedType ?? '');
  const [size, setSize] = useState(defaultValues?.sizeSquareMeters ? String(defaultValues.sizeSquareMeters) : '');
  const [amenities, setAmenities] = useState<readonly RoomAmenity[]>(defaultValues?.amenities ?? []);
  /** Alt texts as typed, by photo id; a photo not in it shows its saved one. */
  const [altTexts, setAltTexts] = useState<Record<number, string>>({});
  /** The alt text last sent per photo, so that each edit goes out once. */
  const sentAlts = useRef(new Map<number, string>());
  const pending = usePendingPhotos();
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
      setDescription('');
      setBedType('');
      setSize('');
      setAmenities([]);
      setPhoto(null);
      setPreviewUrl(null);
      setFileInputKey((key) => key + 1);
      setHasSubmitted(false);
    }
  }

  const values: RoomFormValues = {
    roomType,
    roomPrice,
    photo,
    description: description.trim(),
    bedType,
    sizeSquareMeters: size.trim(),
    amenities: roomAmenities.filter((amenity) => amenities.includes(amenity)),
  };
  const validate = isAdd ? validateAddRoom : validateEditRoom;
  const clientErrors = hasSubmitted ? errorsByField(validate(values, validationMessages)) : {};
  const fieldErrors: Partial<Record<RoomField, string>> = { ...serverErrors, ...clientErrors };
  const altOf = (galleryPhoto: RoomPhotoView) => altTexts[galleryPhoto.id] ?? galleryPhoto.alt;
  const galleryAlts = (gallery ?? []).map((galleryPhoto) => ({ id: galleryPhoto.id, alt: altOf(galleryPhoto) }));
  const altErrors = hasSubmitted
    ? Object.fromEntries(missingAltTexts(galleryAlts, validationMessages).map(({ id, message }) => [id, message]))
    : {};

  /** Sends a photo's edited alt text, unless it is blank, unchanged or already sent. */
  const sendAlt = (id: number) => {
    const saved = gallery?.find((galleryPhoto) => galleryPhoto.id === id);
    const alt = altTexts[id]?.trim();
    if (!saved || alt === undefined || alt === '' || alt === saved.alt || sentAlts.current.get(id) === alt) return;
    sentAlts.current.set(id, alt);
    onAltChange?.(id, alt);
  };

  const toggleAmenity = (amenity: RoomAmenity, isChecked: boolean) =>
    setAmenities((chosen) => (isChecked ? [...chosen, amenity] : chosen.filter((other) => other !== amenity)));

  const choosePhoto = (file: File | null) => {
    setPhoto(file);
    setPreviewUrl(file ? URL.createObjectURL(file) : null);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setHasSubmitted(true);
    const failures = [
      ...validate(values, validationMessages).map(({ field }) => field),
      ...missingAltTexts(galleryAlts, validationMessages).map(({ id }) => `alt-${id}`),
      ...pending.flagMissingAlts().map((key) => `pending-alt-${key}`),
    ];
    if (failures.length > 0) {
      const first = formRef.current?.elements.namedItem(failures[0]!);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    galleryAlts.forEach(({ id }) => sendAlt(id));
    pending.take(pending.photos.map(({ key }) => key)).forEach(({ file, alt }) => onUpload?.(file, alt));
    onSubmit({ ...values, roomPrice: isAdd ? normalizeRoomPrice(roomPrice) : normalizeEditedRoomPrice(roomPrice) });
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
          label={t.descriptionLabel}
          description={t.descriptionHint}
          error={fieldErrors.description}
          id={undefined}
          describedBy={undefined}
          renderControl={(controlProps) => (
            <S.TextArea
              {...controlProps}
              name="description"
              rows={5}
              maxLength={ROOM_DESCRIPTION_MAX_LENGTH}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        />
        <S.Facts>
          <SelectField
            name="bedType"
            label={t.bedTypeLabel}
            placeholder={t.bedTypeNone}
            options={roomBedTypes.map((key) => ({ value: key, label: bedTypeTexts[key] }))}
            value={bedType}
            error={fieldErrors.bedType}
            onChange={(value) => setBedType(roomBedTypes.find((key) => key === value) ?? '')}
          />
          <NumberField
            name="sizeSquareMeters"
            label={t.sizeLabel}
            min={1}
            max={ROOM_SIZE_MAX}
            step={1}
            value={size === '' ? null : Number(size)}
            error={fieldErrors.sizeSquareMeters}
            onChange={(value) => setSize(value === null ? '' : String(value))}
          />
        </S.Facts>
        <S.Amenities>
          <legend>{t.amenitiesLegend}</legend>
          {roomAmenities.map((amenity) => (
            <label key={amenity}>
              <input
                type="checkbox"
                name="amenities"
                value={amenity}
                checked={amenities.includes(amenity)}
                onChange={(event) => toggleAmenity(amenity, event.target.checked)}
              />
              <AmenityIcon amenity={amenity} />
              {amenityTexts[amenity]}
            </label>
          ))}
        </S.Amenities>
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
        {gallery ? (
          <GalleryManager
            photos={gallery}
            uploads={uploads}
            altTexts={altTexts}
            onAltTextChange={(id, alt) => setAltTexts((texts) => ({ ...texts, [id]: alt }))}
            onAltCommit={sendAlt}
            altErrors={altErrors}
            pending={pending}
            altRequired={validationMessages.altRequired}
            onUpload={onUpload}
            onDismissUpload={onDismissUpload}
            onReorder={onReorder}
            onDelete={onDelete}
            failure={galleryFailure}
            headingLevel={headingLevel}
            t={t}
          />
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
