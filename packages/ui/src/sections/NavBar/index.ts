export { NavBar, type NavBarHrefs, type NavBarProps } from './NavBar';
export { navBarMessages, type NavBarMessages } from './NavBar.messages';
