/**
 * The keys that open site search. Kept apart from search.ts because SiteHeader's script runs
 * this on every page load: it must stay a few hundred bytes and share no chunk with the dialog.
 */

const TEXT_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** True when keys typed at `target` are text (text-like inputs, text areas, selects, editable content). */
export function isTextEntry(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  if (el.tagName === 'INPUT') return TEXT_INPUT_TYPES.has((el as HTMLInputElement).type);
  return el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable;
}

/** The parts of a key event the shortcut looks at (a real KeyboardEvent fits). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  target: EventTarget | null;
  isComposing?: boolean;
}

/** `/` (outside text fields), Ctrl+K or Cmd+K: the keys that open search. */
export function isSearchShortcut(event: ShortcutKey): boolean {
  if (event.isComposing || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextEntry(event.target);
}
