export { AccountSecurity, type AccountSecurityProps } from './AccountSecurity';
export { accountSecurityMessages, type AccountSecurityMessages } from './AccountSecurity.messages';
