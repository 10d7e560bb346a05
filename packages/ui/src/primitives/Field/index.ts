export { Field, type FieldBaseProps, type FieldControlProps } from './Field';
