/**
 * The logic behind a post's Share, Save and Helpful buttons. Saved posts and helpful
 * votes stay in this browser's localStorage (there is no account on the public site).
 */
import { readStringList, writeJson, type KeyValueStore } from './storage';

/** localStorage key of the list of saved post ids. */
export const SAVED_KEY = 'kinward-saved-posts';
/** localStorage key of the list of post ids this browser marked helpful. */
export const HELPFUL_KEY = 'kinward-helpful-posts';

/** Whether the post is in the saved list. */
export const isSaved = (store: KeyValueStore | null, id: string) => readStringList(store, SAVED_KEY).includes(id);

/** Adds the post to the saved list or removes it; returns whether it is saved now. */
export function toggleSaved(store: KeyValueStore | null, id: string): boolean {
  const ids = readStringList(store, SAVED_KEY);
  const saved = !ids.includes(id);
  // A write that storage refuses (full or blocked) is ignored: the button still shows the choice for this page view.
  writeJson(store, SAVED_KEY, saved ? [...ids, id] : ids.filter((other) => other !== id));
  return saved;
}

/** Whether this browser already marked the post helpful. */
export const hasVotedHelpful = (store: KeyValueStore | null, id: string) =>
  readStringList(store, HELPFUL_KEY).includes(id);

/** Records one helpful vote per post: "recorded" the first time, "already" after that. */
export function voteHelpful(store: KeyValueStore | null, id: string): 'recorded' | 'already' {
  const ids = readStringList(store, HELPFUL_KEY);
  if (ids.includes(id)) return 'already';
  writeJson(store, HELPFUL_KEY, [...ids, id]);
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
