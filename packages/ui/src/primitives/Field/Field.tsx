import { useId, type ReactNode } from 'react';
import * as S from './Field.styles';
import { useRequireProvider } from '../../provider/missingProvider';

/** Props every field primitive shares. */
export type FieldBaseProps = {
  /** Always required: the visible (or, with `hideLabel`, screen-reader-only) label. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  description?: ReactNode;
  /** Already-localised error text; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /**
   * Marks the control invalid (aria-invalid) while its message is shown elsewhere, e.g. in a form's alert that the
   * caller links through aria-describedby, so the text exists once.
   */
  isInvalid?: boolean;
  /** Keep the label for assistive technology only (e.g. a lone search box with a placeholder). */
  hideLabel?: boolean;
  /** Goes on the field's wrapper; all other props go on the control. */
  className?: string;
};

/** The ARIA wiring the field passes to its control. */
export type FieldControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FieldProps = FieldBaseProps & {
  /** The control's id if the caller set one. */
  id: string | undefined;
  /** Extra ids the caller put in aria-describedby. */
  describedBy: string | undefined;
  renderControl: (controlProps: FieldControlProps) => ReactNode;
};

/**
 * Splits a field primitive's props: the Field's (label, description, error, isInvalid, hideLabel, className, id, and
 * the caller's aria-describedby to keep) and the rest, which go on the control.
 */
export function splitFieldProps<Props extends FieldBaseProps & { id?: string; 'aria-describedby'?: string }>({
  label,
  description,
  error,
  isInvalid,
  hideLabel,
  className,
  id,
  ...controlProps
}: Props) {
  const fieldProps = { label, description, error, isInvalid, hideLabel, className, id, describedBy: controlProps['aria-describedby'] };
  return [fieldProps, controlProps] as const;
}

/** Label, control, description and error, wired together. Internal to the field primitives. */
export function Field({
  label,
  description,
  error,
  isInvalid = false,
  hideLabel = false,
  className,
  id,
  describedBy,
  renderControl,
}: FieldProps) {
  useRequireProvider('Field');
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const ariaDescribedBy =
    [describedBy, description ? descriptionId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;

  return (
    <S.Root className={className}>
      {/* The label's id (`${controlId}-label`) lets a control's companions (a date field's calendar) name themselves. */}
      <S.Label htmlFor={controlId} id={`${controlId}-label`} data-hidden={hideLabel || undefined}>
        {label}
      </S.Label>
      {renderControl({ id: controlId, 'aria-describedby': ariaDescribedBy, 'aria-invalid': hasError || isInvalid || undefined })}
      {description ? <S.Description id={descriptionId}>{description}</S.Description> : null}
      {hasError ? <S.Error id={errorId}>{error}</S.Error> : null}
    </S.Root>
  );
}
