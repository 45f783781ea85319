import { ChevronRight } from 'lucide-react';
import type { FamilyMember } from '../../../schemas/dashboard';
import type { DashboardLocation } from '../../../lib/dashboard/location';
import { protectionStatus } from '../../../lib/dashboard/members';
import type { DashboardView } from '../../../lib/dashboard/constants';
import { AppLink } from './AppLink';
import { Avatar, ProtectionBadge } from './ui';

export interface MemberListProps {
  members: readonly FamilyMember[];
  /** The view the detail belongs to (and returns to). */
  from: DashboardView;
  basePath: string;
  onNavigate: (to: DashboardLocation) => void;
  /** Show devices and blocked threats too (the Family view has room). */
  detailed?: boolean;
}

/** The family, one link per member to their detail view. */
export function MemberList({ members, from, basePath, onNavigate, detailed = false }: MemberListProps) {
  return (
    <ul className="grid grid-cols-1 gap-2">
      {members.map((member) => (
        <li key={member.id}>
          <AppLink
            to={{ view: from, memberId: member.id }}
            basePath={basePath}
            onNavigate={onNavigate}
            data-member-link={member.id}
            className="flex min-h-11 items-center gap-3 rounded-xl border border-border px-3 py-3 text-text no-underline hover:border-border-strong hover:bg-surface-raised"
          >
            <Avatar name={member.name} />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold">{member.name}</span>
              <span className="block text-base text-text-muted">
                {member.role}, {member.age}
              </span>
              <span className="block text-base text-text-muted">Last active: {member.lastActive}</span>
              {detailed && (
                <span className="block text-base text-text-muted">
                  {member.devices} {member.devices === 1 ? 'device' : 'devices'} · {member.blockedThreats} threats
                  blocked
                </span>
              )}
            </span>
            <span className="flex flex-col items-end gap-1">
              <span className="sr-only">Protection:</span>
              <ProtectionBadge status={protectionStatus(member.protectionLevel)} />
            </span>
            <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-text-muted" />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
