import { ChevronDown, Menu, Moon, Search, Sun, X } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { toast } from 'sonner';
import { buttonVariants } from '../ui/button-variants';
import { TextSizeControl } from '../ui/TextSizeControl';
import { icons } from '../../lib/icons';
import { currentTheme, setTheme, type Theme } from '../../lib/preferences';
import { cx } from '../../lib/utils';
import type { Navigation } from '../../navigation';
import { IslandErrorBoundary, withErrorBoundary } from './IslandErrorBoundary';

// The search dialog, Radix Dialog and Pagefind load only when a visitor first opens search.
const SearchDialog = lazy(() => import('./SearchDialog'));

/** What the header needs; all of it comes from src/navigation.ts and src/config.ts. */
export interface HeaderNavProps {
  /** The current page's path, e.g. "/use-cases". */
  currentPath: string;
  featureGroups: Navigation['featureGroups'];
  audiences: Navigation['audiences'];
  primary: Navigation['primary'];
  /** The external app's login and signup pages. */
  loginUrl: string;
  signupUrl: string;
  /** Sign-in providers offered in the Login menu (OAuth is not built yet: each shows a toast). */
  providers: readonly string[];
}

type MenuId = 'features' | 'use-cases' | 'login' | 'mobile';

const triggerClass =
  'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 py-2 font-semibold text-text hover:bg-surface-raised cursor-pointer select-none';
const panelClass =
  'absolute top-full z-50 mt-2 rounded-2xl border border-border bg-surface p-4 text-text shadow-card';
/** Menu rows; colour and weight are added per use, so class lists never set one property twice (islands use cx, not tailwind-merge). */
const itemBase = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 no-underline hover:bg-surface-raised';
const itemClass = `${itemBase} font-medium text-text`;

/** Focusable items of a menu panel, in document order. */
const panelItems = (panel: HTMLElement | null) =>
  Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary') ?? []).filter(
    (el) => el.offsetParent !== null,
  );

interface DropdownProps {
  id: MenuId;
  label: ReactNode;
  /** Accessible name when the visible label is only an icon. */
  ariaLabel?: string;
  enhanced: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
  triggerClassName?: string;
  panelClassName: string;
  children: ReactNode;
}

/**
 * A disclosure menu. Before hydration (or without JavaScript) it is a native
 * <details>, so it opens and every link works; once hydrated it becomes a button with
 * aria-expanded that opens by click or keyboard and closes on Escape, outside click,
 * focus leaving it and navigation.
 */
function Dropdown(props: DropdownProps) {
  const { id, label, ariaLabel, enhanced, open, onOpenChange, className, triggerClassName, panelClassName, children } =
    props;
  const panelRef = useRef<HTMLDivElement>(null);

  const focusItem = (index: number | 'last') => {
    const items = panelItems(panelRef.current);
    const target = index === 'last' ? items.at(-1) : items[index];
    target?.focus();
  };

  if (!enhanced) {
    return (
      <details className={cx('group relative', className)} data-menu={id}>
        <summary
          className={cx(triggerClass, 'list-none [&::-webkit-details-marker]:hidden', triggerClassName)}
          aria-label={ariaLabel}
        >
          {label}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div id={`${id}-menu`} className={cx(panelClass, panelClassName)}>
          {children}
        </div>
      </details>
    );
  }

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      onOpenChange(true);
      // The panel renders on the next frame; then move into it.
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : 'last'));
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = panelItems(panelRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number | 'last'> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: 'last',
    };
    if (event.key in moves && items.length) {
      event.preventDefault();
      focusItem(moves[event.key]);
    }
  };

  return (
    <div
      className={cx('relative', className)}
      data-menu={id}
      onBlur={(event) => {
        // Close when keyboard focus moves on past the menu; pointer clicks outside are handled by the header.
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
      }}
    >
      <button
        type="button"
        className={cx(triggerClass, triggerClassName)}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={ariaLabel}
        data-menu-trigger={id}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- handles keys and clicks bubbling from its links */}
      <div
        ref={panelRef}
        id={`${id}-menu`}
        hidden={!open}
        className={cx(panelClass, panelClassName)}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          // Following a link closes the menu (also when the page is restored from the back/forward cache).
          if ((event.target as Element).closest('a')) onOpenChange(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** Light/dark switch; the inline head script applied the stored choice before first paint. */
function ThemeToggle({ className }: { className?: string }) {
  const [theme, setThemeState] = useState<Theme | null>(null);
  useEffect(() => setThemeState(currentTheme()), []);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'js-only', className)}
      aria-label="Dark theme"
      aria-pressed={theme ? dark : undefined}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      onClick={() => {
        // Read the document, not state: a click replayed right after hydration comes before effects run.
        const next = currentTheme() === 'dark' ? 'light' : 'dark';
        setTheme(next);
        setThemeState(next);
      }}
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}

/**
 * Opens site search. The button is in the server HTML, so a click before hydration wakes the
 * island and is replayed (client:interaction); SiteHeader's script presses it for `/` and Ctrl+K.
 */
function SearchButton({ expanded, onOpen, buttonRef }: { expanded: boolean; onOpen: () => void; buttonRef: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={buttonRef}
      type="button"
      data-search-trigger
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-keyshortcuts="/ Control+K Meta+K"
      title="Search (press / or Ctrl+K)"
      className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} js-only @min-[62rem]:px-3`}
      onClick={onOpen}
    >
      <Search aria-hidden="true" />
      <span className="sr-only @min-[62rem]:not-sr-only">Search</span>
    </button>
  );
}

function HeaderNav({ currentPath, featureGroups, audiences, primary, loginUrl, signupUrl, providers }: HeaderNavProps) {
  const navRef = useRef<HTMLElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [searchOpen, setSearchOpen] = useState(false);
  // Stays true once opened, so the dialog keeps its query between openings.
  const [searchUsed, setSearchUsed] = useState(false);
  const openSearch = () => {
    setOpenMenu(null);
    setSearchUsed(true);
    setSearchOpen(true);
  };

  const refocus = useRef<MenuId | null>(null);
  useEffect(() => {
    // A menu the visitor opened natively before hydration stays open after it, and a
    // focused native trigger hands its focus to the button that replaces it.
    const opened = navRef.current?.querySelector<HTMLElement>('details[open][data-menu]');
    const focused = document.activeElement?.closest<HTMLElement>('details[data-menu] > summary');
    refocus.current = (focused?.parentElement?.dataset.menu as MenuId | undefined) ?? null;
    setEnhanced(true);
    if (opened) setOpenMenu(opened.dataset.menu as MenuId);
  }, []);

  useEffect(() => {
    if (!enhanced || !refocus.current) return;
    navRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${refocus.current}"]`)?.focus();
    refocus.current = null;
  }, [enhanced]);

  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      const menu = navRef.current?.querySelector(`[data-menu="${openMenu}"]`);
      if (!menu?.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${openMenu}"]`)?.focus();
      setOpenMenu(null);
    };
    const onPageShow = () => setOpenMenu(null);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [openMenu]);

  const menu = (id: MenuId) => ({
    id,
    enhanced,
    open: openMenu === id,
    onOpenChange: (open: boolean) => setOpenMenu(open ? id : null),
  });

  const onUseCasesPage = currentPath.replace(/\/+$/, '') === '/use-cases';
  const audienceHref = (audience: HeaderNavProps['audiences'][number]) =>
    onUseCasesPage ? `#${audience.anchor}` : audience.path;

  const signInWith = (provider: string, from: MenuId) => {
    toast.info(`${provider} sign-in is not available yet`, {
      description: `OAuth login with ${provider} will be implemented. For now, please use Email & Password.`,
    });
    setOpenMenu(null);
    navRef.current?.querySelector<HTMLElement>(`[data-menu-trigger="${from}"]`)?.focus();
  };

  const loginOptions = (from: MenuId) => (
    <ul className="grid gap-1">
      {enhanced &&
        providers.map((provider) => (
          <li key={provider}>
            <button type="button" className={cx(itemClass, 'w-full text-left')} onClick={() => signInWith(provider, from)}>
              Continue with {provider}
            </button>
          </li>
        ))}
      <li>
        <a href={loginUrl} className={itemClass}>
          Email &amp; Password
        </a>
      </li>
    </ul>
  );

  /** The twelve features in their three groups; `idPrefix` keeps ids unique between desktop and mobile. */
  const featureColumns = (idPrefix: string) => (
    <div className="grid gap-4 md:grid-cols-3">
      {featureGroups.map((group) => (
        <div key={group.id}>
          <p className="px-3 pb-1 text-sm font-bold tracking-wide text-text-muted uppercase" id={`${idPrefix}-${group.id}`}>
            {group.title}
          </p>
          <ul aria-labelledby={`${idPrefix}-${group.id}`}>
            {group.items.map((item) => {
              const Icon = icons[item.icon];
              return (
                <li key={item.slug}>
                  <a href={item.path} className={itemClass} aria-current={currentPath === item.path ? 'page' : undefined}>
                    <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                    {item.name}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );

  const audienceList = (
    <ul className="grid gap-1">
      {audiences.map((audience) => {
        const Icon = icons[audience.icon];
        return (
          <li key={audience.anchor}>
            <a href={audienceHref(audience)} className={itemClass}>
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              {audience.name}
            </a>
          </li>
        );
      })}
    </ul>
  );

  const viewAll = (href: string, text: string) => (
    <a href={href} className="mt-2 flex min-h-11 items-center gap-3 rounded-lg border-t border-border px-3 pt-3 pb-2 font-medium text-primary no-underline hover:bg-surface-raised">
      {text}
    </a>
  );

  // Layout switches are container queries on the header (SiteHeader's @container), in rem: unlike
  // media queries they follow the text-size control, so larger text gets the menu instead of a cramped row.
  return (
    <nav ref={navRef} aria-label="Main" className="flex flex-1 items-center gap-2">
      <ul className="hidden items-center gap-1 @min-[62rem]:flex">
        <li>
          <Dropdown {...menu('features')} label="Features" panelClassName="left-0 w-[min(720px,calc(100vw-2rem))]">
            {featureColumns('nav')}
            {viewAll('/features', 'View All Features')}
          </Dropdown>
        </li>
        <li>
          <Dropdown {...menu('use-cases')} label="Use Cases" panelClassName="left-0 w-[min(500px,calc(100vw-2rem))]">
            {audienceList}
            {viewAll('/use-cases', 'View All Use Cases')}
          </Dropdown>
        </li>
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
        <SearchButton expanded={searchOpen} onOpen={openSearch} buttonRef={searchButtonRef} />
        {searchUsed && (
          <IslandErrorBoundary>
            <Suspense fallback={null}>
              <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} returnFocusTo={searchButtonRef} />
            </Suspense>
          </IslandErrorBoundary>
        )}
        <div className="hidden items-center gap-2 @min-[62rem]:flex">
          <Dropdown {...menu('login')} label="Login" panelClassName="right-0 w-72">
            {loginOptions('login')}
          </Dropdown>
          <a href={signupUrl} className={buttonVariants({ size: 'sm' })}>
            Sign Up
          </a>
        </div>
        <TextSizeControl name="text-size" className="mx-1 hidden @min-[36rem]:inline-flex" />
        {/* On the narrowest headers (a phone with larger text) the theme switch moves into the menu. */}
        <ThemeToggle className="@max-[19.5rem]:hidden" />
        <Dropdown
          {...menu('mobile')}
          className="@min-[62rem]:hidden"
          // Below 23.5rem the menu button shows only its icon (the chevron and the word go), making room for Search.
          triggerClassName="@max-[23.5rem]:px-2 @max-[23.5rem]:[&>svg:last-child]:hidden"
          label={
            <>
              {openMenu === 'mobile' ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              <span className="@max-[23.5rem]:sr-only">Menu</span>
            </>
          }
          panelClassName="fixed inset-x-0 top-[var(--header-height,4.5rem)] mt-0 max-h-[calc(100dvh-var(--header-height,4.5rem))] overflow-y-auto rounded-none border-x-0 px-4 pb-8"
        >
          <div className="grid gap-2">
            <details className="group/sub">
              <summary className={cx(itemBase, 'cursor-pointer list-none justify-between font-semibold text-text [&::-webkit-details-marker]:hidden')}>
                Features
                <ChevronDown aria-hidden="true" className="size-4 group-open/sub:rotate-180" />
              </summary>
              <div className="pl-2">
                {featureColumns('mobile-nav')}
                {viewAll('/features', 'View All Features')}
              </div>
            </details>
            <details className="group/sub">
              <summary className={cx(itemBase, 'cursor-pointer list-none justify-between font-semibold text-text [&::-webkit-details-marker]:hidden')}>
                Use Cases
                <ChevronDown aria-hidden="true" className="size-4 group-open/sub:rotate-180" />
              </summary>
              <div className="pl-2">
                {audienceList}
                {viewAll('/use-cases', 'View All Use Cases')}
              </div>
            </details>
            {primary.map((link) => (
              <a key={link.path} href={link.path} className={cx(itemBase, 'font-semibold text-text')}>
                {link.name}
              </a>
            ))}
            <div className="js-only border-t border-border px-3 pt-3 pb-1 @min-[36rem]:hidden">
              <p className="pb-2 text-sm font-bold tracking-wide text-text-muted uppercase">Text size</p>
              <TextSizeControl name="text-size-menu" />
            </div>
            <div className="js-only flex items-center justify-between border-t border-border px-3 pt-2 @min-[19.5rem]:hidden">
              <p className="text-sm font-bold tracking-wide text-text-muted uppercase">Theme</p>
              <ThemeToggle />
            </div>
            <div className="border-t border-border pt-3">
              <p className="px-3 pb-1 text-sm font-bold tracking-wide text-text-muted uppercase">Login</p>
              {loginOptions('mobile')}
            </div>
            <a href={signupUrl} className={cx(itemBase, 'font-semibold text-text')}>
              Sign Up
            </a>
            <a href={signupUrl} className={cx(buttonVariants({ size: 'lg' }), 'mt-2 w-full')}>
              See us in Action
            </a>
          </div>
        </Dropdown>
      </div>
    </nav>
  );
}

export default withErrorBoundary(HeaderNav);
