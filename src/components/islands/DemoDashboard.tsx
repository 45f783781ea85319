import { Tooltip } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ProtectionSettingKey } from '../../lib/dashboard/constants';
import { createOncePerVisit, scheduleSimulatedAlert } from '../../lib/dashboard/alert-timer';
import {
  homeLocation,
  isMemberDetail,
  listLocation,
  locationSearch,
  parseLocation,
  type DashboardLocation,
} from '../../lib/dashboard/location';
import { findMember, resolveToggles } from '../../lib/dashboard/members';
import { addNotificationOnTop, countUnread, markAllRead, RECENT_LIMIT } from '../../lib/dashboard/notifications';
import { simulateSave, toggleMessage } from '../../lib/dashboard/settings';
import { browserStore, loadProtection, loadReadIds, saveProtection, saveReadIds } from '../../lib/dashboard/storage';
import type { DashboardDemo, DashboardNotification, FamilyMember, ProtectionToggles } from '../../schemas/dashboard';
import { buttonVariants } from '../ui/button-variants';
import { AppLink } from './dashboard/AppLink';
import { DefaultsTable } from './dashboard/DefaultsTable';
import { MemberDetail } from './dashboard/MemberDetail';
import { MemberList } from './dashboard/MemberList';
import { NotificationsPanel } from './dashboard/NotificationsPanel';
import { SettingsView } from './dashboard/SettingsView';
import { Sidebar } from './dashboard/Sidebar';
import { StatTiles } from './dashboard/StatTiles';
import { panelClass } from './dashboard/ui';
import { withErrorBoundary } from './IslandErrorBoundary';

/** Everything the demo shows, straight from the dashboard collections. */
export interface DemoDashboardProps {
  members: FamilyMember[];
  notifications: DashboardNotification[];
  demo: DashboardDemo;
  /** The dashboard's path, e.g. "/dashboard". */
  basePath: string;
}

/** History entries this island pushes; `fromList` marks a member detail opened from a list. */
interface HistoryState {
  kinwardDashboard: true;
  fromList: boolean;
}

/** The view heading, focused after every navigation so keyboard and screen-reader users land on the new view. */
const HEADING_ID = 'dashboard-view-heading';

/** One simulated alert per page view, even if the island remounts. */
const alertOnce = createOncePerVisit();

function ViewHeading({ children }: { children: string }) {
  return (
    <h2 id={HEADING_ID} tabIndex={-1} className="text-3xl outline-none">
      {children}
    </h2>
  );
}

/**
 * The demo family dashboard (spec §2 /dashboard, §4): sidebar views, stats, members,
 * searchable notifications, member details with protection switches, settings and a
 * simulated security alert. State that should survive a reload lives in localStorage;
 * the current view lives in the URL. The logic is in src/lib/dashboard; this renders it.
 */
function DemoDashboard({ members, notifications: initialNotifications, demo, basePath }: DemoDashboardProps) {
  const memberIds = useMemo(() => members.map((m) => m.id), [members]);
  const [location, setLocation] = useState<DashboardLocation>(homeLocation);
  const [notifications, setNotifications] = useState(initialNotifications);
  const [readIds, setReadIds] = useState<ReadonlySet<number>>(() => new Set());
  const [savedToggles, setSavedToggles] = useState<Record<number, ProtectionToggles>>({});
  const notificationsRef = useRef(notifications);
  useEffect(() => void (notificationsRef.current = notifications), [notifications]);
  const previousLocation = useRef(location);
  const focusAfterNavigation = useRef(false);

  // After hydration: open the view the URL names and restore what the visitor saved.
  useEffect(() => {
    const store = browserStore();
    setReadIds(loadReadIds(store));
    setSavedToggles(loadProtection(store));
    const sync = () => setLocation(parseLocation(window.location.search, memberIds));
    sync();
    const onPopState = () => {
      focusAfterNavigation.current = true;
      sync();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [memberIds]);

  // Move focus to the new view; coming back from a member, to that member's link.
  useEffect(() => {
    const before = previousLocation.current;
    previousLocation.current = location;
    if (!focusAfterNavigation.current) return;
    focusAfterNavigation.current = false;
    const backFromMember = isMemberDetail(before) && !isMemberDetail(location) && before.view === location.view;
    const target = backFromMember
      ? document.querySelector<HTMLElement>(`[data-member-link="${before.memberId}"]`)
      : document.getElementById(HEADING_ID);
    target?.focus();
  }, [location]);

  // The simulated security alert, 15 seconds after the dashboard opens; cancelled on unmount.
  useEffect(() => {
    if (alertOnce.done) return;
    const alert = demo.simulatedAlert;
    return scheduleSimulatedAlert(() => {
      alertOnce.markDone();
      const next = addNotificationOnTop(notificationsRef.current, alert);
      const newId = next[0].id;
      setNotifications(next);
      // A fresh alert is always unread, even if an old visit marked that id as read.
      setReadIds((ids) => new Set([...ids].filter((id) => id !== newId)));
      toast.error('New Security Alert', { description: `${alert.title}: ${alert.message}`, duration: 10_000 });
    });
  }, [demo.simulatedAlert]);

  const navigate = useCallback(
    (to: DashboardLocation, { replace = false, focus = true }: { replace?: boolean; focus?: boolean } = {}) => {
      const state: HistoryState = { kinwardDashboard: true, fromList: !replace && isMemberDetail(to) };
      const url = `${basePath}${locationSearch(to)}`;
      if (replace) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
      focusAfterNavigation.current = focus;
      setLocation(to);
    },
    [basePath],
  );

  const goBackToList = () => {
    const state = window.history.state as Partial<HistoryState> | null;
    // Opened from a list: step back in history, exactly like the browser's Back button.
    if (state?.kinwardDashboard && state.fromList) window.history.back();
    else navigate(listLocation(location), { replace: true });
  };

  const markAllAsRead = () => {
    const next = markAllRead(notifications, readIds);
    setReadIds(next);
    saveReadIds(browserStore(), next);
    toast.success('Notifications Cleared', { description: 'All notifications have been marked as read' });
  };

  const togglesOf = (member: FamilyMember) => resolveToggles(member, demo.protectionDefaults, savedToggles);

  const storeToggles = (member: FamilyMember, toggles: ProtectionToggles) => {
    setSavedToggles((current) => ({ ...current, [member.id]: toggles }));
    saveProtection(browserStore(), member.id, toggles);
  };

  const toggle = (member: FamilyMember, key: ProtectionSettingKey, enabled: boolean) => {
    storeToggles(member, { ...togglesOf(member), [key]: enabled });
    const label = demo.protectionSettings.find((setting) => setting.key === key)?.label ?? key;
    toast.success(toggleMessage(label, enabled, member.name));
  };

  const saveSettings = async (member: FamilyMember, toggles: ProtectionToggles) => {
    const id = toast.loading(`Saving ${member.name}'s protection settings…`);
    await simulateSave();
    storeToggles(member, toggles);
    toast.success('Settings saved', { id, description: `${member.name}'s protection settings are up to date.` });
  };

  const unread = countUnread(notifications, readIds);
  const detailMember = isMemberDetail(location) ? findMember(members, location.memberId) : undefined;

  let view;
  if (detailMember) {
    view = (
      <MemberDetail
        member={detailMember}
        settings={demo.protectionSettings}
        toggles={togglesOf(detailMember)}
        onToggle={(key, enabled) => toggle(detailMember, key, enabled)}
        onBack={goBackToList}
        onCustomize={() => navigate({ view: 'settings', memberId: detailMember.id })}
        headingId={HEADING_ID}
      />
    );
  } else if (location.view === 'notifications') {
    view = (
      <div className="grid grid-cols-1 gap-4">
        <ViewHeading>Notifications</ViewHeading>
        <NotificationsPanel
          title="All Notifications"
          notifications={notifications}
          readIds={readIds}
          onMarkAllRead={markAllAsRead}
          limit={null}
        />
      </div>
    );
  } else if (location.view === 'family') {
    view = (
      <div className="grid grid-cols-1 gap-4">
        <ViewHeading>Family</ViewHeading>
        <section aria-labelledby="family-list-heading" className={panelClass}>
          <h3 id="family-list-heading" className="text-xl">
            Family Members
          </h3>
          <p className="mb-4 text-base text-text-muted">Choose a member to see their protection, activity and screen time.</p>
          <MemberList members={members} from="family" basePath={basePath} onNavigate={navigate} detailed />
        </section>
      </div>
    );
  } else if (location.view === 'settings') {
    const member = findMember(members, location.memberId) ?? members[0];
    view = (
      <div className="grid grid-cols-1 gap-4">
        <ViewHeading>Settings</ViewHeading>
        <SettingsView
          key={member.id}
          members={members}
          member={member}
          settings={demo.protectionSettings}
          saved={togglesOf(member)}
          onSelectMember={(id) => navigate({ view: 'settings', memberId: id }, { replace: true, focus: false })}
          onSave={(toggles) => saveSettings(member, toggles)}
        />
        <DefaultsTable settings={demo.protectionSettings} defaults={demo.protectionDefaults} />
      </div>
    );
  } else {
    view = (
      <div className="grid grid-cols-1 gap-4">
        <ViewHeading>Overview</ViewHeading>
        <StatTiles stats={demo.stats} tiles={demo.statTiles} />
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 xl:items-start">
          <section aria-labelledby="overview-family-heading" className={panelClass}>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h3 id="overview-family-heading" className="text-xl">
                Family Members
              </h3>
              <button
                type="button"
                className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                onClick={() => navigate({ view: 'family', memberId: null })}
              >
                Manage
              </button>
            </div>
            <MemberList members={members} from="overview" basePath={basePath} onNavigate={navigate} />
          </section>
          <NotificationsPanel
            title="Recent Notifications"
            notifications={notifications}
            readIds={readIds}
            onMarkAllRead={markAllAsRead}
            limit={RECENT_LIMIT}
            footer={
              notifications.length > RECENT_LIMIT && (
                <AppLink
                  to={{ view: 'notifications', memberId: null }}
                  basePath={basePath}
                  onNavigate={navigate}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  View all {notifications.length} notifications
                </AppLink>
              )
            }
          />
        </div>
      </div>
    );
  }

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="flex flex-col gap-4 lg:flex-row lg:gap-6">
        <Sidebar
          navigation={demo.navigation}
          currentUser={demo.currentUser}
          location={location}
          unread={unread}
          basePath={basePath}
          onNavigate={navigate}
        />
        <div className="min-w-0 flex-1" data-view={detailMember ? 'member' : location.view}>
          {view}
        </div>
      </div>
    </Tooltip.Provider>
  );
}

export default withErrorBoundary(DemoDashboard);
