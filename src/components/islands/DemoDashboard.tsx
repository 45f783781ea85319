import { Tooltip } from 'radix-ui';
import { useMemo } from 'react';
import { toast } from 'sonner';
import type { ProtectionSettingKey } from '../../lib/dashboard/constants';
import { isMemberDetail } from '../../lib/dashboard/location';
import { findMember } from '../../lib/dashboard/members';
import { countUnread, markAllRead } from '../../lib/dashboard/notifications';
import { simulateSave, toggleMessage } from '../../lib/dashboard/settings';
import type { DashboardDemo, DashboardNotification, FamilyMember, ProtectionToggles } from '../../schemas/dashboard';
import { FamilyView } from './dashboard/FamilyView';
import { MemberDetail } from './dashboard/MemberDetail';
import { NotificationsView } from './dashboard/NotificationsView';
import { OverviewView } from './dashboard/OverviewView';
import { SettingsView } from './dashboard/SettingsView';
import { Sidebar } from './dashboard/Sidebar';
import { useDashboardLocation } from './dashboard/use-dashboard-location';
import { useNotificationFeed } from './dashboard/use-notification-feed';
import { useSavedState } from './dashboard/use-saved-state';
import { withErrorBoundary } from './IslandErrorBoundary';

/** Everything the demo shows, straight from the dashboard collections. */
export interface DemoDashboardProps {
  members: FamilyMember[];
  notifications: DashboardNotification[];
  demo: DashboardDemo;
  /** The dashboard's path, e.g. "/dashboard". */
  basePath: string;
}

/**
 * The demo family dashboard (spec §2 /dashboard, §4): sidebar views, stats, members,
 * searchable notifications, member details with protection switches, settings and a
 * simulated security alert. The view lives in the URL (useDashboardLocation), what the
 * visitor changed in this browser (useSavedState); each view is its own component, and
 * the logic is in src/lib/dashboard. This connects them.
 */
function DemoDashboard({ members, notifications: initialNotifications, demo, basePath }: DemoDashboardProps) {
  const memberIds = useMemo(() => members.map((m) => m.id), [members]);
  const { location, navigate, goBackToList } = useDashboardLocation(basePath, memberIds);
  const { readIds, markRead, markUnread, togglesOf, storeToggles } = useSavedState(demo.protectionDefaults);
  // A fresh alert is always unread, even if an old visit marked that id as read.
  const notifications = useNotificationFeed(initialNotifications, demo.simulatedAlert, markUnread);

  const markAllAsRead = () => {
    markRead(markAllRead(notifications, readIds));
    toast.success('Notifications Cleared', { description: 'All notifications have been marked as read' });
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

  const detailMember = isMemberDetail(location) ? findMember(members, location.memberId) : undefined;
  const feed = { notifications, readIds, onMarkAllRead: markAllAsRead };
  const linkProps = { basePath, onNavigate: navigate };

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
      />
    );
  } else if (location.view === 'notifications') {
    view = <NotificationsView feed={feed} />;
  } else if (location.view === 'family') {
    view = <FamilyView members={members} {...linkProps} />;
  } else if (location.view === 'settings') {
    const member = findMember(members, location.memberId) ?? members[0];
    view = (
      <SettingsView
        members={members}
        member={member}
        settings={demo.protectionSettings}
        defaults={demo.protectionDefaults}
        saved={togglesOf(member)}
        onSelectMember={(id) => navigate({ view: 'settings', memberId: id }, { replace: true, focus: false })}
        onSave={(toggles) => saveSettings(member, toggles)}
      />
    );
  } else {
    view = <OverviewView members={members} stats={demo.stats} statTiles={demo.statTiles} feed={feed} {...linkProps} />;
  }

  return (
    <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <div className="flex flex-col gap-4 lg:flex-row lg:gap-6">
        <Sidebar
          navigation={demo.navigation}
          currentUser={demo.currentUser}
          location={location}
          unread={countUnread(notifications, readIds)}
          {...linkProps}
        />
        <div className="min-w-0 flex-1" data-view={detailMember ? 'member' : location.view}>
          {view}
        </div>
      </div>
    </Tooltip.Provider>
  );
}

export default withErrorBoundary(DemoDashboard);
