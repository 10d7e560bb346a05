export { PageShell, type PageShellProps } from './PageShell';
export { pageShellMessages, type PageShellMessages } from './PageShell.messages';
