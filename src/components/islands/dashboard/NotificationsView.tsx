import type { DashboardNotification } from '../../../schemas/dashboard';
import { NotificationsPanel } from './NotificationsPanel';
import { ViewHeading } from './ui';

export interface NotificationsViewProps {
  notifications: DashboardNotification[];
  readIds: ReadonlySet<number>;
  onMarkAllRead: () => void;
}

/** The Notifications view: every notification, searchable. */
export function NotificationsView({ notifications, readIds, onMarkAllRead }: NotificationsViewProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <ViewHeading>Notifications</ViewHeading>
      <NotificationsPanel
        title="All Notifications"
        notifications={notifications}
        readIds={readIds}
        onMarkAllRead={onMarkAllRead}
        limit={null}
      />
    </div>
  );
}
