import type { AppUsage, DashboardDemo, FamilyMember, ProtectionToggles } from '../../schemas/dashboard';
import { TOP_APPS_COUNT, type AppCategory } from './constants';

/** How a protection level is shown: the tone picks the colour, the label says it in words. */
export interface ProtectionStatus {
  tone: 'success' | 'warning' | 'danger';
  label: 'High' | 'Medium' | 'Unknown';
}

/** high → green "High", medium → amber "Medium", anything else → red "Unknown" (spec §3). */
export function protectionStatus(level: string): ProtectionStatus {
  switch (level.trim().toLowerCase()) {
    case 'high':
      return { tone: 'success', label: 'High' };
    case 'medium':
      return { tone: 'warning', label: 'Medium' };
    default:
      return { tone: 'danger', label: 'Unknown' };
  }
}

/** An app in the top list, with its bar length as a share (0–100) of the busiest app. */
export interface TopApp extends AppUsage {
  percent: number;
}

/** The `count` apps with the most minutes, most first (ties keep data order), with bar lengths. */
export function topApps(usage: readonly AppUsage[] | undefined, count = TOP_APPS_COUNT): TopApp[] {
  const top = [...(usage ?? [])].sort((a, b) => b.minutes - a.minutes).slice(0, count);
  const max = top[0]?.minutes ?? 0;
  return top.map((app) => ({ ...app, percent: max > 0 ? Math.round((app.minutes / max) * 100) : 0 }));
}

/** Words for each app category, shown next to the coloured bar and in the legend. */
export const appCategoryLabels: Record<AppCategory, string> = {
  social: 'Social',
  game: 'Game',
  education: 'Education',
  other: 'Other',
};

/** The member with this id, if any. */
export function findMember<T extends Pick<FamilyMember, 'id'>>(
  members: readonly T[],
  id: number | null,
): T | undefined {
  return id === null ? undefined : members.find((m) => m.id === id);
}

/** A member's switches: what the visitor saved for them, else their role's defaults. */
export function resolveToggles(
  member: Pick<FamilyMember, 'id' | 'role'>,
  defaults: DashboardDemo['protectionDefaults'],
  saved: Readonly<Record<number, ProtectionToggles>>,
): ProtectionToggles {
  return { ...defaults[member.role], ...saved[member.id] };
}

/** Sorts entries by id, smallest first, without changing the input. */
export function byId<T extends { id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.id - b.id);
}
