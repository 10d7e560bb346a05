export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { spinnerMessages, type SpinnerMessages } from './Spinner.messages';
