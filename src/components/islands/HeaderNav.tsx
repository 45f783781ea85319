import type { ReactNode } from 'react';
import { buttonVariants } from '../ui/button-variants';
import { TextSizeControl } from '../ui/TextSizeControl';
import { cx } from '../../lib/utils';
import type { NavLink } from '../../navigation';
import { withErrorBoundary } from './IslandErrorBoundary';
import { LoginOptions } from './header/LoginOptions';
import { MobileMenu } from './header/MobileMenu';
import { PopoverMenu } from './header/PopoverMenu';
import { SearchButton } from './header/SearchButton';
import { ThemeToggle } from './header/ThemeToggle';
import { triggerClass } from './header/styles';

/** What the header needs: data from src/navigation.ts and src/config.ts, menu contents as slots. */
export interface HeaderNavProps {
  /** The current page's path, e.g. "/use-cases". */
  currentPath: string;
  /** The site's name (config `site.brand`), for the search dialog's title. */
  siteName: string;
  /** Plain links after the two dropdowns. */
  primary: NavLink[];
  /** The external app's login and signup pages. */
  loginUrl: string;
  signupUrl: string;
  /** Sign-in providers offered in the Login menu (OAuth is not built yet: each shows a toast). */
  providers: readonly string[];
  /** Server-rendered contents of the Features and Use Cases menus (slots), for the desktop dropdowns… */
  features?: ReactNode;
  useCases?: ReactNode;
  /** …and for the mobile menu (a second copy, with its own ids). */
  mobileFeatures?: ReactNode;
  mobileUseCases?: ReactNode;
}

/** Dropdowns hang from their trigger (CSS anchor positioning, scoped per menu), or from the header where that is not supported. */
const dropdownBelow = 'bottom-auto mx-0 mt-2 mb-0 top-[anchor(bottom)] not-supports-[anchor-scope:all]:top-[4.5rem]';
const startAligned = 'right-auto left-[anchor(left)] not-supports-[anchor-scope:all]:left-4';
const endAligned = 'left-auto right-[anchor(right)] not-supports-[anchor-scope:all]:right-4';

/**
 * The header's navigation: Features and Use Cases dropdowns, plain links, then search, Login
 * and Sign Up, text size, theme, and the mobile menu. Every menu is a native popover, so the
 * server HTML works before and without hydration; the island adds keyboard movement, the
 * provider toasts, search and the display preferences.
 */
function HeaderNav({ currentPath, siteName, primary, loginUrl, signupUrl, providers, ...menus }: HeaderNavProps) {
  // Layout switches are container queries on the header (SiteHeader's @container), in rem: unlike
  // media queries they follow the text-size control, so larger text gets the menu instead of a cramped row.
  return (
    <nav aria-label="Main" className="flex flex-1 items-center gap-2">
      <ul className="hidden items-center gap-1 @min-[77rem]:flex">
        {[
          { id: 'features', label: 'Features', width: 'w-[min(720px,calc(100vw-2rem))]', content: menus.features },
          { id: 'use-cases', label: 'Use Cases', width: 'w-[min(500px,calc(100vw-2rem))]', content: menus.useCases },
        ].map((menu) => (
          <li key={menu.id}>
            <PopoverMenu id={menu.id} label={menu.label} panelClassName={cx(dropdownBelow, startAligned, menu.width)}>
              {menu.content}
            </PopoverMenu>
          </li>
        ))}
        {primary.map((link) => (
          <li key={link.path}>
            <a
              href={link.path}
              className={cx(triggerClass, 'no-underline')}
              aria-current={currentPath.startsWith(link.path) ? 'page' : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>

      <div className="ml-auto flex items-center gap-1">
        <SearchButton siteName={siteName} />
        <div className="hidden items-center gap-2 @min-[77rem]:flex">
          <PopoverMenu id="login" label="Login" panelClassName={cx(dropdownBelow, endAligned, 'w-72')}>
            <LoginOptions providers={providers} loginUrl={loginUrl} menu="login" />
          </PopoverMenu>
          <a href={signupUrl} className={cx(buttonVariants({ size: 'sm' }), 'whitespace-nowrap')}>
            Sign Up
          </a>
        </div>
        <TextSizeControl name="text-size" className="mx-1 hidden @min-[36rem]:inline-flex" />
        {/* On the narrowest headers (a phone with larger text) the theme switch moves into the menu. */}
        <ThemeToggle className="@max-[19.5rem]:hidden" />
        <MobileMenu
          features={menus.mobileFeatures}
          useCases={menus.mobileUseCases}
          primary={primary}
          providers={providers}
          loginUrl={loginUrl}
          signupUrl={signupUrl}
        />
      </div>
    </nav>
  );
}

export default withErrorBoundary(HeaderNav);
