import { RECENT_LIMIT } from '../../../lib/dashboard/notifications';
import type { DashboardDemo, FamilyMember } from '../../../schemas/dashboard';
import { buttonVariants } from '../../ui/button-variants';
import { AppLink } from './AppLink';
import { MemberList } from './MemberList';
import { NotificationsPanel, type NotificationFeed } from './NotificationsPanel';
import { StatTiles } from './StatTiles';
import { DashboardView, Panel } from './ui';
import type { Navigate } from './use-dashboard-location';

export interface OverviewViewProps {
  members: FamilyMember[];
  stats: DashboardDemo['stats'];
  statTiles: DashboardDemo['statTiles'];
  feed: NotificationFeed;
  basePath: string;
  onNavigate: Navigate;
}

/**
 * The overview (spec §2 /dashboard): four stat tiles, the family with a Manage button, and the
 * recent notifications.
 */
export function OverviewView({ members, stats, statTiles, feed, basePath, onNavigate }: OverviewViewProps) {
  const total = feed.notifications.length;
  return (
    <DashboardView title="Overview">
      <StatTiles stats={stats} tiles={statTiles} />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2 xl:items-start">
        <Panel
          headingId="overview-family-heading"
          title="Family Members"
          action={
            <button
              type="button"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              onClick={() => onNavigate({ view: 'family', memberId: null })}
            >
              Manage
            </button>
          }
        >
          <div className="mt-4">
            <MemberList members={members} from="overview" basePath={basePath} onNavigate={onNavigate} />
          </div>
        </Panel>
        <NotificationsPanel
          title="Recent Notifications"
          {...feed}
          limit={RECENT_LIMIT}
          footer={
            total > RECENT_LIMIT && (
              <AppLink
                to={{ view: 'notifications', memberId: null }}
                basePath={basePath}
                onNavigate={onNavigate}
                className="font-semibold text-primary underline underline-offset-4"
              >
                View all {total} notifications
              </AppLink>
            )
          }
        />
      </div>
    </DashboardView>
  );
}
