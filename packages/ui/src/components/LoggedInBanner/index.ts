export { LoggedInBanner, type LoggedInBannerProps } from './LoggedInBanner';
export { loggedInBannerMessages, type LoggedInBannerMessages } from './LoggedInBanner.messages';
