import type { FamilyMember } from '../../../schemas/dashboard';
import { MemberList } from './MemberList';
import { DashboardView, Panel } from './ui';
import type { Navigate } from './use-dashboard-location';

export interface FamilyViewProps {
  members: FamilyMember[];
  basePath: string;
  onNavigate: Navigate;
}

/** The Family view: every member with devices and blocked threats, each opening their detail. */
export function FamilyView({ members, basePath, onNavigate }: FamilyViewProps) {
  return (
    <DashboardView title="Family">
      <Panel headingId="family-list-heading" title="Family Members">
        <p className="mb-4 text-base text-text-muted">
          Choose a member to see their protection, activity and screen time.
        </p>
        <MemberList members={members} from="family" basePath={basePath} onNavigate={onNavigate} detailed />
      </Panel>
    </DashboardView>
  );
}
