export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { useConfirmation, type Confirmation } from './useConfirmation';
