import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../../lib/utils';
import { triggerClass } from './styles';

/** Focusable items of a menu panel, in document order. */
const panelItems = (panel: HTMLElement | null) =>
  Array.from(panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary') ?? []).filter((el) =>
    el.checkVisibility(),
  );

export interface PopoverMenuProps {
  /** Menu key; the panel's id is `{id}-menu`. */
  id: string;
  /** Visible trigger content. */
  label: ReactNode;
  /** Wrapper classes (visibility at each header width). */
  className?: string;
  /** Extra trigger classes. */
  triggerClassName?: string;
  /** Panel position, margins and width (a popover sits in the top layer, placed against the trigger). */
  panelClassName: string;
  children: ReactNode;
}

/**
 * A disclosure menu as a native popover: a real <button popovertarget> from the first paint
 * that opens and closes its panel without JavaScript, closes it on an outside click or
 * Escape (returning focus to the button), and keeps only one menu open at a time. The
 * same markup hydrates unchanged; hydration adds aria-expanded, arrow keys, Home and End,
 * and closing when focus tabs past the menu or a link in it is followed.
 */
export function PopoverMenu({ id, label, className, triggerClassName, panelClassName, children }: PopoverMenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // null until hydrated: the server HTML leaves aria-expanded to the browser, which knows the popover's state.
  const [open, setOpen] = useState<boolean | null>(null);
  const panelId = `${id}-menu`;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    // A menu opened before hydration stays open; read its state, then follow it.
    setOpen(panel.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    // Back/forward cache: a page left through a menu link comes back with the menu closed.
    const onPageShow = () => panel.hidePopover();
    panel.addEventListener('toggle', onToggle);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const focusItem = (index: number | 'last') => {
    const items = panelItems(panelRef.current);
    (index === 'last' ? items.at(-1) : items[index])?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    panelRef.current?.showPopover();
    focusItem(event.key === 'ArrowDown' ? 0 : 'last');
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
      className={cx('group/menu relative [anchor-scope:--menu]', className)}
      data-menu={id}
      onBlur={(event) => {
        // Close when keyboard focus moves on past the menu (pointer clicks outside close it natively).
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) panelRef.current?.hidePopover();
      }}
    >
      <button
        type="button"
        popoverTarget={panelId}
        className={cx(triggerClass, '[anchor-name:--menu]', triggerClassName)}
        aria-expanded={open ?? undefined}
        data-menu-trigger={id}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]/menu:rotate-180"
        />
      </button>
      {/* The panel only moves focus among its own links (arrow keys, Home, End); it is not a control itself. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        popover="auto"
        className={cx(
          'rounded-2xl border border-border bg-surface p-4 text-text shadow-card [position-anchor:--menu]',
          panelClassName,
        )}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) event.currentTarget.hidePopover();
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** Closes whichever header menu is open, e.g. before a dialog opens over the page. */
export function closeMenus() {
  document.querySelectorAll<HTMLElement>('#site-header [popover]:popover-open').forEach((panel) => panel.hidePopover());
}
