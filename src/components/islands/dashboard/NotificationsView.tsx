import { NotificationsPanel, type NotificationFeed } from './NotificationsPanel';
import { DashboardView } from './ui';

export interface NotificationsViewProps {
  feed: NotificationFeed;
}

/** The Notifications view: every notification, searchable. */
export function NotificationsView({ feed }: NotificationsViewProps) {
  return (
    <DashboardView title="Notifications">
      <NotificationsPanel title="All Notifications" {...feed} limit={null} />
    </DashboardView>
  );
}
