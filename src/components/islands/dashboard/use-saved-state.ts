import { startTransition, useCallback, useEffect, useState } from 'react';
import { resolveToggles } from '../../../lib/dashboard/members';
import { loadProtection, loadReadIds, saveProtection, saveReadIds } from '../../../lib/dashboard/storage';
import { browserStorage } from '../../../lib/storage';
import type { DashboardDemo, FamilyMember, ProtectionToggles } from '../../../schemas/dashboard';

const nothingRead: ReadonlySet<number> = new Set();

/**
 * What the visitor changed that survives a reload: notifications marked as read and each
 * member's protection switches, kept in this browser (src/lib/dashboard/storage.ts). The
 * server cannot know them, so they are read after hydration; only when something was stored
 * does the dashboard render again, and then as a transition, in short slices.
 */
export function useSavedState(defaults: DashboardDemo['protectionDefaults']) {
  const [readIds, setReadIds] = useState(nothingRead);
  const [savedToggles, setSavedToggles] = useState<Record<number, ProtectionToggles>>({});

  useEffect(() => {
    const store = browserStorage();
    const read = loadReadIds(store);
    const toggles = loadProtection(store);
    if (read.size === 0 && Object.keys(toggles).length === 0) return;
    startTransition(() => {
      if (read.size > 0) setReadIds(read);
      if (Object.keys(toggles).length > 0) setSavedToggles(toggles);
    });
  }, []);

  /** Marks these notifications read, and remembers it. */
  const markRead = useCallback((ids: ReadonlySet<number>) => {
    setReadIds(ids);
    saveReadIds(browserStorage(), ids);
  }, []);

  /** Shows one notification as unread again for this page view (a fresh alert that reuses an old id). */
  const markUnread = useCallback((id: number) => {
    setReadIds((ids) => (ids.has(id) ? new Set([...ids].filter((other) => other !== id)) : ids));
  }, []);

  /** A member's switches: what the visitor saved, else their role's defaults. */
  const togglesOf = (member: FamilyMember) => resolveToggles(member, defaults, savedToggles);

  /** Keeps a member's switches, and remembers them. */
  const storeToggles = useCallback((member: FamilyMember, toggles: ProtectionToggles) => {
    setSavedToggles((current) => ({ ...current, [member.id]: toggles }));
    saveProtection(browserStorage(), member.id, toggles);
  }, []);

  return { readIds, markRead, markUnread, togglesOf, storeToggles };
}
