export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { errorPageMessages, type ErrorPageMessages } from './ErrorPage.messages';
