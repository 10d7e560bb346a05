import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FocusEvent, type KeyboardEvent } from 'react';
import { brandMessages } from '../../brands/brand.messages';
import { ColorSchemeSwitch } from '../../components/ColorSchemeSwitch';
import { useMessages } from '../../messages/useMessages';
import { LanguageSwitch, type KitLanguage } from '../LanguageSwitch/LanguageSwitch';
import type { ColorScheme } from '../../theme/tokens';
import { navBarMessages, type NavBarMessages } from './NavBar.messages';
import * as S from './NavBar.styles';

/** Where the bar's links lead. */
export type NavBarHrefs = {
  home: string;
  browseAllRooms: string;
  admin: string;
  findBooking: string;
  login: string;
  profile: string;
  /** Used only when no `onLogout` is given: Logout is then a plain link. */
  logout: string;
};

export type NavBarProps = Omit<ComponentPropsWithoutRef<'header'>, 'children'> & {
  /** Account menu shows Profile and Logout instead of Login. */
  isLoggedIn?: boolean;
  /** Show the Admin link (the app decides: a token and the ROLE_ADMIN role). */
  showAdminLink?: boolean;
  /** The app's routes: the kit knows no URL of its own. */
  hrefs: NavBarHrefs;
  /** The current path; the link to it gets aria-current="page". */
  currentHref?: string;
  /** Logout as an action: renders Logout as a button calling this. Without it Logout links to `hrefs.logout`. */
  onLogout?: () => void;
  /** The scheme in use, shown by the colour scheme switch. Default 'system'. */
  colorScheme?: ColorScheme;
  /** Shows a colour scheme switch as the bar's last item; the app applies (and remembers) the choice. */
  onColorSchemeChange?: (scheme: ColorScheme) => void;
  /** The language in use, shown by the language switch. Default 'en'. */
  language?: KitLanguage;
  /** Shows a language switch before the colour scheme switch; the app loads, applies (and remembers) the choice. */
  onLanguageChange?: (language: KitLanguage) => void;
  messages?: Partial<NavBarMessages>;
};

/**
 * The site header: brand link home, 'Browse all rooms', 'Admin' (optional), 'Find my booking' and an
 * Account disclosure menu. Below `md` the links collapse behind a Menu toggle. Escape closes the open
 * menu and returns focus to its button; clicking outside or tabbing away closes the Account menu.
 */
export const NavBar = forwardRef<HTMLElement, NavBarProps>(function NavBar({
  isLoggedIn = false,
  showAdminLink = false,
  hrefs,
  currentHref,
  onLogout,
  colorScheme = 'system',
  onColorSchemeChange,
  language = 'en',
  onLanguageChange,
  messages,
  ...rest
}, ref) {
  const t = useMessages('NavBar', navBarMessages, messages);
  const brand = useMessages('Brand', brandMessages);
  const navListId = useId();
  const accountMenuId = useId();
  const [isNavOpen, setIsNavOpen] = useState(false);
  const [isAccountOpen, setIsAccountOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const accountButtonRef = useRef<HTMLButtonElement>(null);
  const accountItemRef = useRef<HTMLLIElement>(null);

  // A press anywhere outside the Account menu closes it.
  useEffect(() => {
    if (!isAccountOpen) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!accountItemRef.current?.contains(event.target as Node)) setIsAccountOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isAccountOpen]);

  const closeAll = () => {
    setIsAccountOpen(false);
    setIsNavOpen(false);
  };

  const handleAccountKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isAccountOpen) return;
    event.stopPropagation();
    setIsAccountOpen(false);
    accountButtonRef.current?.focus();
  };

  const handleAccountBlur = (event: FocusEvent) => {
    // Tabbing out of the menu closes it; a null target (a click on nothing) is left to the pointer handler.
    const next = event.relatedTarget as Node | null;
    if (next && !accountItemRef.current?.contains(next)) setIsAccountOpen(false);
  };

  const handleNavKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isNavOpen) return;
    setIsNavOpen(false);
    toggleRef.current?.focus();
  };

  const current = (href: string) => (currentHref === href ? ('page' as const) : undefined);

  return (
    <S.Root ref={ref} {...rest}>
      <S.Brand href={hrefs.home} aria-current={current(hrefs.home)} onClick={closeAll}>
        {brand.name}
      </S.Brand>
      <S.MenuToggle
        ref={toggleRef}
        type="button"
        aria-expanded={isNavOpen}
        aria-controls={navListId}
        onClick={() => setIsNavOpen((open) => !open)}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 4h14M2 9h14M2 14h14" />
        </svg>
        {t.menuToggle}
      </S.MenuToggle>
      <S.Nav aria-label={t.navigationLabel} onKeyDown={handleNavKeyDown}>
        <S.NavList id={navListId} data-open={isNavOpen || undefined}>
          <li>
            <S.NavLink href={hrefs.browseAllRooms} aria-current={current(hrefs.browseAllRooms)} onClick={closeAll}>
              {t.browseAllRooms}
            </S.NavLink>
          </li>
          {showAdminLink ? (
            <li>
              <S.NavLink href={hrefs.admin} aria-current={current(hrefs.admin)} onClick={closeAll}>
                {t.admin}
              </S.NavLink>
            </li>
          ) : null}
          <li>
            <S.NavLink href={hrefs.findBooking} aria-current={current(hrefs.findBooking)} onClick={closeAll}>
              {t.findMyBooking}
            </S.NavLink>
          </li>
          <S.AccountItem ref={accountItemRef} onKeyDown={handleAccountKeyDown} onBlur={handleAccountBlur}>
            <S.ItemButton
              ref={accountButtonRef}
              type="button"
              aria-expanded={isAccountOpen}
              aria-controls={accountMenuId}
              onClick={() => setIsAccountOpen((open) => !open)}
            >
              {t.account}
              <S.Chevron aria-hidden="true" />
            </S.ItemButton>
            <S.AccountMenu id={accountMenuId} hidden={!isAccountOpen}>
              {isLoggedIn ? (
                <>
                  <li>
                    <S.NavLink href={hrefs.profile} aria-current={current(hrefs.profile)} onClick={closeAll}>
                      {t.profile}
                    </S.NavLink>
                  </li>
                  <li>
                    {onLogout ? (
                      <S.ItemButton
                        type="button"
                        onClick={() => {
                          closeAll();
                          onLogout();
                        }}
                      >
                        {t.logout}
                      </S.ItemButton>
                    ) : (
                      <S.NavLink href={hrefs.logout} onClick={closeAll}>
                        {t.logout}
                      </S.NavLink>
                    )}
                  </li>
                </>
              ) : (
                <li>
                  <S.NavLink href={hrefs.login} aria-current={current(hrefs.login)} onClick={closeAll}>
                    {t.login}
                  </S.NavLink>
                </li>
              )}
            </S.AccountMenu>
          </S.AccountItem>
          {onLanguageChange ? (
            <li>
              <LanguageSwitch value={language} onChange={onLanguageChange} />
            </li>
          ) : null}
          {onColorSchemeChange ? (
            <li>
              <ColorSchemeSwitch value={colorScheme} onChange={onColorSchemeChange} />
            </li>
          ) : null}
        </S.NavList>
      </S.Nav>
    </S.Root>
  );
});
