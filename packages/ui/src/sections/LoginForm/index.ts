export { LoginForm, type LoginFormProps, type LoginReason, type LoginValues } from './LoginForm';
export { loginFormMessages, type LoginFormMessages } from './LoginForm.messages';
