import { RECENT_LIMIT } from '../../../lib/dashboard/notifications';
import type { DashboardDemo, DashboardNotification, FamilyMember } from '../../../schemas/dashboard';
import { buttonVariants } from '../../ui/button-variants';
import { AppLink } from './AppLink';
import { MemberList } from './MemberList';
import { NotificationsPanel } from './NotificationsPanel';
import { StatTiles } from './StatTiles';
import { ViewHeading, panelClass } from './ui';
import type { Navigate } from './use-dashboard-location';

export interface OverviewViewProps {
  members: FamilyMember[];
  stats: DashboardDemo['stats'];
  statTiles: DashboardDemo['statTiles'];
  notifications: DashboardNotification[];
  readIds: ReadonlySet<number>;
  onMarkAllRead: () => void;
  basePath: string;
  onNavigate: Navigate;
}

/**
 * The overview (spec §2 /dashboard): four stat tiles, the family with a Manage button, and the
 * recent notifications.
 */
export function OverviewView({
  members,
  stats,
  statTiles,
  notifications,
  readIds,
  onMarkAllRead,
  basePath,
  onNavigate,
}: OverviewViewProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <ViewHeading>Overview</ViewHeading>
      <StatTiles stats={stats} tiles={statTiles} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 xl:items-start">
        <section aria-labelledby="overview-family-heading" className={panelClass}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h3 id="overview-family-heading" className="text-xl">
              Family Members
            </h3>
            <button
              type="button"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              onClick={() => onNavigate({ view: 'family', memberId: null })}
            >
              Manage
            </button>
          </div>
          <MemberList members={members} from="overview" basePath={basePath} onNavigate={onNavigate} />
        </section>
        <NotificationsPanel
          title="Recent Notifications"
          notifications={notifications}
          readIds={readIds}
          onMarkAllRead={onMarkAllRead}
          limit={RECENT_LIMIT}
          footer={
            notifications.length > RECENT_LIMIT && (
              <AppLink
                to={{ view: 'notifications', memberId: null }}
                basePath={basePath}
                onNavigate={onNavigate}
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
