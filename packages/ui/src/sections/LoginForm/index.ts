export { LoginForm, type LoginFormProps, type LoginValues } from './LoginForm';
export { loginFormMessages, type LoginFormMessages } from './LoginForm.messages';
