import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  homeLocation,
  isMemberDetail,
  listLocation,
  locationSearch,
  parseLocation,
  sameLocation,
  type DashboardLocation,
} from '../../../lib/dashboard/location';
import { VIEW_HEADING_ID } from './ui';

/** History entries this island pushes; `fromList` marks a member detail opened from a list. */
interface HistoryState {
  kinwardDashboard: true;
  fromList: boolean;
}

/** How a navigation enters history and whether it moves focus to the new view. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Focus the new view's heading (default true). */
  focus?: boolean;
}

export type Navigate = (to: DashboardLocation, options?: NavigateOptions) => void;

/**
 * Where the visitor is in the dashboard, kept in the URL (src/lib/dashboard/location.ts) so the
 * browser's Back button and shared links work. The server renders the overview; after
 * hydration the view the URL names opens. Every change is a transition: React renders the new
 * view in short slices instead of one long task. After a navigation, focus moves to the new
 * view's heading, or, coming back from a member, to that member's link.
 */
export function useDashboardLocation(basePath: string, memberIds: readonly number[]) {
  const [location, setLocation] = useState<DashboardLocation>(homeLocation);
  const previous = useRef(location);
  const focusAfterNavigation = useRef(false);

  // Open the view the URL names, and follow the browser's Back and Forward buttons.
  useEffect(() => {
    const sync = () => {
      const fromUrl = parseLocation(window.location.search, memberIds);
      startTransition(() => setLocation((current) => (sameLocation(current, fromUrl) ? current : fromUrl)));
    };
    sync();
    const onPopState = () => {
      focusAfterNavigation.current = true;
      sync();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [memberIds]);

  useEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (!focusAfterNavigation.current) return;
    focusAfterNavigation.current = false;
    const backFromMember = isMemberDetail(before) && !isMemberDetail(location) && before.view === location.view;
    const target = backFromMember
      ? document.querySelector<HTMLElement>(`[data-member-link="${before.memberId}"]`)
      : document.getElementById(VIEW_HEADING_ID);
    target?.focus();
  }, [location]);

  const navigate: Navigate = useCallback(
    (to, { replace = false, focus = true } = {}) => {
      const state: HistoryState = { kinwardDashboard: true, fromList: !replace && isMemberDetail(to) };
      const url = `${basePath}${locationSearch(to)}`;
      if (replace) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
      focusAfterNavigation.current = focus;
      // A new object even for the same place, so choosing the current view still focuses its heading.
      startTransition(() => setLocation({ ...to }));
    },
    [basePath],
  );

  const goBackToList = useCallback(() => {
    const state = window.history.state as Partial<HistoryState> | null;
    // Opened from a list: step back in history, exactly like the browser's Back button.
    if (state?.kinwardDashboard && state.fromList) window.history.back();
    else navigate(listLocation(location), { replace: true });
  }, [location, navigate]);

  return { location, navigate, goBackToList };
}
