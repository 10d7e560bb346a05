export { AccountFormRoot as Root, AccountFormFooter as Footer } from '../shared/accountForm.styles';
