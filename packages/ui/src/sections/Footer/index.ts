export { Footer, type FooterProps } from './Footer';
export { footerMessages, type FooterMessages } from './Footer.messages';
