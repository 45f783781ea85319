import { Search } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { buttonVariants } from '../../ui/button-variants';
import { IslandErrorBoundary } from '../IslandErrorBoundary';
import { closeMenus } from './PopoverMenu';

// The search dialog, Radix Dialog and Pagefind load only when a visitor first opens search.
const SearchDialog = lazy(() => import('../SearchDialog'));

/**
 * Opens site search. The button is in the server HTML, so a click before hydration wakes the
 * island and is replayed (client:interaction); SiteHeader's script presses it for `/` and Ctrl+K.
 */
export function SearchButton({ siteName }: { siteName: string }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Stays true once opened, so the dialog keeps its query between openings.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-search-trigger
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search (press / or Ctrl+K)"
        className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} js-only @min-[77rem]:px-3`}
        onClick={() => {
          closeMenus();
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search aria-hidden="true" />
        <span className="sr-only @min-[77rem]:not-sr-only">Search</span>
      </button>
      {used && (
        <IslandErrorBoundary>
          <Suspense fallback={null}>
            <SearchDialog siteName={siteName} open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} />
          </Suspense>
        </IslandErrorBoundary>
      )}
    </>
  );
}
