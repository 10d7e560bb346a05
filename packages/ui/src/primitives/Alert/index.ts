export { Alert, type AlertProps, type AlertTone } from './Alert';
export { alertMessages, type AlertMessages } from './Alert.messages';
