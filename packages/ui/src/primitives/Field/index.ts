export { Field, splitFieldProps, type FieldBaseProps, type FieldControlProps } from './Field';
