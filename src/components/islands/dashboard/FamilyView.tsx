import type { FamilyMember } from '../../../schemas/dashboard';
import { MemberList } from './MemberList';
import { ViewHeading, panelClass } from './ui';
import type { Navigate } from './use-dashboard-location';

export interface FamilyViewProps {
  members: FamilyMember[];
  basePath: string;
  onNavigate: Navigate;
}

/** The Family view: every member with devices and blocked threats, each opening their detail. */
export function FamilyView({ members, basePath, onNavigate }: FamilyViewProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <ViewHeading>Family</ViewHeading>
      <section aria-labelledby="family-list-heading" className={panelClass}>
        <h3 id="family-list-heading" className="text-xl">
          Family Members
        </h3>
        <p className="mb-4 text-base text-text-muted">
          Choose a member to see their protection, activity and screen time.
        </p>
        <MemberList members={members} from="family" basePath={basePath} onNavigate={onNavigate} detailed />
      </section>
    </div>
  );
}
