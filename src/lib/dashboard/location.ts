import { dashboardViews, type DashboardView } from './constants';

/**
 * Where the visitor is in the dashboard. The state lives in the URL so the browser's Back
 * button works and a link can open a member directly:
 * `?member=3` is a member's detail, `?view=settings&member=3` is Settings for that member.
 */
export interface DashboardLocation {
  view: DashboardView;
  /** In the overview/family views: the member whose detail is open. In settings: the member being edited. */
  memberId: number | null;
}

/** The overview, nothing selected. */
export const homeLocation: DashboardLocation = { view: 'overview', memberId: null };

/** Reads a location from a query string; unknown views and members fall back to the overview. */
export function parseLocation(search: string, memberIds: readonly number[]): DashboardLocation {
  const params = new URLSearchParams(search);
  const rawView = params.get('view');
  const view: DashboardView = dashboardViews.includes(rawView as DashboardView)
    ? (rawView as DashboardView)
    : 'overview';
  const rawMember = params.get('member');
  const id = rawMember !== null && /^\d+$/.test(rawMember) ? Number(rawMember) : null;
  const memberId = id !== null && memberIds.includes(id) ? id : null;
  if (view === 'notifications') return { view, memberId: null };
  if (view === 'family' || view === 'settings') return { view, memberId };
  return { view: 'overview', memberId };
}

/** The query string for a location ("" for the overview), the inverse of `parseLocation`. */
export function locationSearch({ view, memberId }: DashboardLocation): string {
  const params = new URLSearchParams();
  if (view !== 'overview') params.set('view', view);
  if (memberId !== null && view !== 'notifications') params.set('member', String(memberId));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether the location shows a member's detail page (rather than a main view). */
export function isMemberDetail(location: DashboardLocation): boolean {
  return location.memberId !== null && (location.view === 'overview' || location.view === 'family');
}

/** The list a member's detail returns to: the same view without the member. */
export function listLocation(location: DashboardLocation): DashboardLocation {
  return { view: location.view, memberId: null };
}

/** Whether two locations name the same place. */
export function sameLocation(a: DashboardLocation, b: DashboardLocation): boolean {
  return a.view === b.view && a.memberId === b.memberId;
}
