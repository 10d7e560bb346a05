export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export { registerFormMessages, type RegisterFormMessages } from './RegisterForm.messages';
