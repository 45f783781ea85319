import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { loadPagefind, runSearch, type Hit } from '../../lib/pagefind';
import { SEARCH_DEBOUNCE_MS, debounce, normalizeQuery, resultsAnnouncement } from '../../lib/search';
import { buttonVariants } from '../ui/button-variants';
import { SearchInput } from '../ui/SearchInput';
import { withErrorBoundary } from './IslandErrorBoundary';

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; hits: Hit[] }
  | { status: 'error' };

export interface SearchDialogProps {
  /** The site's name, in the dialog's title ("Search Kinward"). */
  siteName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes: the header's Search button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const linkClass = 'font-semibold text-primary underline underline-offset-4';

/**
 * The site search dialog: a labelled modal (Radix Dialog: focus trapped, Escape closes)
 * with a search field, a polite status line with the result count, and the results as
 * links with title and excerpt. Lives in its own chunk, imported when first opened.
 *
 * Radix's Dialog.Overlay is left out on purpose: its scroll lock injects a <style> element
 * that the site's Content-Security-Policy (hashes only) would refuse. The backdrop is a plain
 * element and the results list contains its own overscroll instead.
 */
function SearchDialog({ siteName, open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const [input, setInput] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // `latest` numbers the searches, so only the newest may update the list; slower earlier ones are dropped.
  const search = useMemo(() => {
    let latest = 0;
    return debounce(async (value: string) => {
      const query = normalizeQuery(value);
      const ticket = ++latest;
      if (!query) return setState({ status: 'idle' });
      setState({ status: 'searching', query });
      try {
        const hits = await runSearch(query);
        if (ticket === latest) setState({ status: 'done', query, hits });
      } catch {
        if (ticket === latest) setState({ status: 'error' });
      }
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => search.cancel(), [search]);

  // Start fetching Pagefind as soon as the dialog opens, so the first results come quickly.
  useEffect(() => {
    if (open) loadPagefind().catch(() => setState({ status: 'error' }));
  }, [open]);

  const onListKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    if (!links.length) return;
    event.preventDefault();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? Math.min(index + 1, links.length - 1) : index - 1;
    if (next < 0) inputRef.current?.focus();
    else links[next].focus();
  };

  const status =
    state.status === 'searching'
      ? 'Searching…'
      : state.status === 'done'
        ? resultsAnnouncement(state.hits.length, state.query)
        : state.status === 'error'
          ? 'Search could not load. Please check your connection and try again.'
          : '';

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div aria-hidden="true" className="fixed inset-0 z-50 bg-bg/80 backdrop-blur-sm" />
        <Dialog.Content
          className="fixed inset-x-0 top-3 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-[42rem] flex-col rounded-2xl border border-border bg-surface text-text shadow-card focus:outline-none sm:top-[8dvh] sm:max-h-[84dvh]"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          onKeyDown={onListKeyDown}
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 pt-3 pb-2 sm:px-5">
            <Dialog.Title className="text-xl font-bold">Search {siteName}</Dialog.Title>
            <Dialog.Close
              className={`${buttonVariants({ variant: 'ghost', size: 'icon' })} -mr-2`}
              aria-label="Close search"
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="px-4 pt-4 sm:px-5">
            <form role="search" aria-label="Site" onSubmit={(event) => event.preventDefault()}>
              <label htmlFor="site-search-input" className="sr-only">
                Search the site
              </label>
              <SearchInput
                ref={inputRef}
                id="site-search-input"
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                maxLength={200}
                value={input}
                onChange={(event) => {
                  setInput(event.target.value);
                  search(event.target.value);
                }}
                className="min-h-12 w-full rounded-xl border-2 border-border-strong bg-bg py-2 pr-3 pl-11 text-lg text-text placeholder:text-text-muted focus:border-primary focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                placeholder="Features, scams, questions…"
              />
            </form>
            <Dialog.Description className="mt-2 text-base text-text-muted">
              Search features, guides, blog articles and help pages.
            </Dialog.Description>
            <p
              role="status"
              aria-live="polite"
              aria-atomic="true"
              className="mt-3 min-h-[1.6em] text-base font-semibold"
            >
              {status}
            </p>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-1 pb-4 sm:px-5">
            {state.status === 'done' && state.hits.length > 0 && (
              <ul ref={listRef} aria-label="Search results" className="grid gap-2">
                {state.hits.map((hit) => (
                  <li key={hit.id}>
                    <a
                      href={hit.url}
                      className="block rounded-xl border border-border bg-bg p-3 text-text no-underline hover:border-primary hover:bg-primary-soft focus-visible:border-primary"
                    >
                      <span className="block text-lg font-bold text-primary underline-offset-4">{hit.title}</span>
                      <span className="mt-1 block text-base leading-normal text-text-muted">
                        {hit.excerpt.map((segment, i) =>
                          segment.mark ? (
                            <mark key={i} className="rounded bg-accent-soft px-0.5 font-semibold text-text">
                              {segment.text}
                            </mark>
                          ) : (
                            segment.text
                          ),
                        )}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {(state.status === 'done' && state.hits.length === 0) || state.status === 'error' ? (
              <div className="rounded-xl border border-border bg-bg p-4">
                <p>
                  {state.status === 'error'
                    ? 'You can still find answers here:'
                    : 'Try a different or shorter word, or look through our answers:'}
                </p>
                <ul className="mt-2 grid gap-1">
                  <li>
                    <a href="/faq" className={linkClass}>
                      Frequently asked questions
                    </a>
                  </li>
                  <li>
                    <a href="/help" className={linkClass}>
                      Help Center
                    </a>
                  </li>
                </ul>
              </div>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default withErrorBoundary(SearchDialog);
