import { forwardRef, useRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode } from 'react';
import { distinctRoomTypes, isSameRoomType } from '../../logic/roomFilter';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { SelectField } from '../../primitives/SelectField';
import { TextField } from '../../primitives/TextField';
import { roomTypeSelectMessages, type RoomTypeSelectMessages } from './RoomTypeSelect.messages';
import * as S from './RoomTypeSelect.styles';

/** The option value of 'Add New'; never emitted through `onChange`. */
const ADD_NEW = '__hui-add-new-room-type__';

export type RoomTypeSelectProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue' | 'children'> & {
  /** The hotel's room types (e.g. from the room-types call). */
  roomTypes: readonly string[];
  /** The selected type; '' for none. */
  value: string;
  /** The chosen type, '' for the placeholder (and when 'Add New' is chosen), or a newly added type. */
  onChange: (roomType: string) => void;
  /** Called with the whole list (given types plus those added here) after Add appends a new type. */
  onRoomTypesChange?: (roomTypes: string[]) => void;
  /** Already-localised validation error for the select, e.g. 'Please select a room type.'. */
  error?: ReactNode;
  /**
   * The app's text for a failed load of the room types, shown as is in a danger alert under the select (which still
   * offers 'Add New').
   */
  loadError?: string;
  /**
   * Offers Retry beside `loadError`. Pressing it moves focus to the select, where the types arrive, while the app
   * loads them again (and drops `loadError`).
   */
  onRetry?: () => void;
  /** Keep the select's label for assistive technology only. */
  hideLabel?: boolean;
  /** Form field name of the select. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  messages?: Partial<RoomTypeSelectMessages>;
};

/**
 * Room type select with 'Add New': choosing it reveals a text box and an Add button, and Add appends
 * the typed type to the list locally (kept in state, reported through `onRoomTypesChange`) and selects it.
 * Enter in the text box adds (without submitting a surrounding form); Escape cancels. Focus returns to
 * the select after either.
 */
export const RoomTypeSelect = forwardRef<HTMLDivElement, RoomTypeSelectProps>(function RoomTypeSelect({
  roomTypes,
  value,
  onChange,
  onRoomTypesChange,
  error,
  loadError,
  onRetry,
  hideLabel,
  name,
  isRequired = false,
  isDisabled = false,
  messages,
  ...rest
}, ref) {
  const t = useMessages('RoomTypeSelect', roomTypeSelectMessages, messages);
  const selectRef = useRef<HTMLSelectElement>(null);
  const [addedTypes, setAddedTypes] = useState<string[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [showDraftError, setShowDraftError] = useState(false);

  const types = distinctRoomTypes([...roomTypes, ...addedTypes]);
  // A value the list does not know (e.g. a room's own type) still shows as selected.
  if (value !== '' && !types.includes(value)) types.push(value);

  const options = [
    { value: ADD_NEW, label: t.addNew },
    ...types.map((type) => ({ value: type, label: type })),
  ];

  const closeNewType = () => {
    setIsAdding(false);
    setDraft('');
    setShowDraftError(false);
    selectRef.current?.focus();
  };

  const handleSelect = (next: string) => {
    if (next === ADD_NEW) {
      setIsAdding(true);
      if (value !== '') onChange('');
      return;
    }
    setIsAdding(false);
    setShowDraftError(false);
    onChange(next);
  };

  const handleAdd = () => {
    const newType = draft.trim();
    if (newType === '') {
      setShowDraftError(true);
      return;
    }
    const existing = types.find((type) => isSameRoomType(type, newType));
    if (existing === undefined) {
      setAddedTypes((added) => [...added, newType]);
      onRoomTypesChange?.([...types, newType]);
    }
    onChange(existing ?? newType);
    closeNewType();
  };

  const retry = () => {
    selectRef.current?.focus();
    onRetry?.();
  };

  const handleDraftKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Adding the type, not submitting the search or room form around us.
      event.preventDefault();
      handleAdd();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeNewType();
    }
  };

  return (
    <S.Root ref={ref} {...rest}>
      <SelectField
        ref={selectRef}
        label={t.label}
        hideLabel={hideLabel}
        name={name}
        required={isRequired}
        disabled={isDisabled}
        error={error}
        placeholder={t.placeholder}
        options={options}
        value={isAdding ? ADD_NEW : value}
        onChange={handleSelect}
      />
      {loadError ? (
        <Alert tone="danger">
          <S.LoadFailure>
            <span>{loadError}</span>
            {onRetry ? (
              <Button variant="secondary" size="sm" onPress={retry}>
                {t.retry}
              </Button>
            ) : null}
          </S.LoadFailure>
        </Alert>
      ) : null}
      {isAdding ? (
        <S.NewType>
          <TextField
            label={t.newTypeLabel}
            placeholder={t.newTypePlaceholder}
            value={draft}
            error={showDraftError ? t.newTypeRequired : undefined}
            onChange={(text) => {
              setDraft(text);
              if (text.trim() !== '') setShowDraftError(false);
            }}
            onKeyDown={handleDraftKeyDown}
          />
          <S.AddButtonSlot>
            <Button variant="secondary" onPress={handleAdd}>
              {t.addButton}
            </Button>
          </S.AddButtonSlot>
        </S.NewType>
      ) : null}
    </S.Root>
  );
});
