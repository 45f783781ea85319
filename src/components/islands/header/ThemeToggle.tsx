import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { buttonVariants } from '../../ui/button-variants';
import { currentTheme, setTheme, subscribeTheme } from '../../../lib/preferences';
import { cx } from '../../../lib/utils';

/**
 * Light/dark switch; the inline head script applied the stored choice before first paint.
 * The document is the source of truth, so the header's and the mobile menu's switch agree.
 */
export function ThemeToggle({ className }: { className?: string }) {
  // null while server-rendering and hydrating: pressed or not is only known once the document is read.
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => null);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={cx(buttonVariants({ variant: 'ghost', size: 'icon' }), 'js-only', className)}
      aria-label="Dark theme"
      aria-pressed={theme ? dark : undefined}
      title={dark ? 'Switch to the light theme' : 'Switch to the dark theme'}
      // Read the document, not the snapshot: a click replayed right after hydration may come first.
      onClick={() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark')}
    >
      <Moon aria-hidden="true" className="dark:hidden" />
      <Sun aria-hidden="true" className="hidden dark:block" />
    </button>
  );
}
