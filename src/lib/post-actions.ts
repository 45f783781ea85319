/**
 * The logic behind a post's Share, Save and Helpful buttons. Saved posts and helpful
 * votes stay in this browser's localStorage (there is no account on the public site).
 */

/** localStorage key of the list of saved post ids. */
export const SAVED_KEY = 'kinward-saved-posts';
/** localStorage key of the list of post ids this browser marked helpful. */
export const HELPFUL_KEY = 'kinward-helpful-posts';

/** The part of `Storage` used here, so tests can pass a plain object. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** This browser's localStorage, or null where it is unavailable (some private modes). */
export function browserStorage(): KeyValueStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The ids stored under `key`; anything unreadable counts as an empty list. */
export function readIds(store: KeyValueStore | null, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeIds(store: KeyValueStore | null, key: string, ids: string[]) {
  try {
    store?.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the button still reflects the choice for this page view.
  }
}

/** Whether the post is in the saved list. */
export const isSaved = (store: KeyValueStore | null, id: string) => readIds(store, SAVED_KEY).includes(id);

/** Adds the post to the saved list or removes it; returns whether it is saved now. */
export function toggleSaved(store: KeyValueStore | null, id: string): boolean {
  const ids = readIds(store, SAVED_KEY);
  const saved = !ids.includes(id);
  writeIds(store, SAVED_KEY, saved ? [...ids, id] : ids.filter((other) => other !== id));
  return saved;
}

/** Whether this browser already marked the post helpful. */
export const hasVotedHelpful = (store: KeyValueStore | null, id: string) => readIds(store, HELPFUL_KEY).includes(id);

/** Records one helpful vote per post: "recorded" the first time, "already" after that. */
export function voteHelpful(store: KeyValueStore | null, id: string): 'recorded' | 'already' {
  const ids = readIds(store, HELPFUL_KEY);
  if (ids.includes(id)) return 'already';
  writeIds(store, HELPFUL_KEY, [...ids, id]);
  return 'recorded';
}

/** The parts of `navigator` sharing uses. */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: Pick<Clipboard, 'writeText'>;
}

/** What happened when the reader pressed Share. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/**
 * Shares through the system share sheet (Web Share API) where the browser has one;
 * otherwise, or if sharing fails, copies the link to the clipboard.
 */
export async function sharePost(data: { title: string; url: string }, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      // The reader closed the share sheet: nothing to report.
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    if (!nav.clipboard) return 'failed';
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
