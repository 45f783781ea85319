import { AppWindow, ArrowLeft, Gamepad2, GraduationCap, MessageCircle, Settings2 } from 'lucide-react';
import type { DashboardDemo, FamilyMember, ProtectionToggles } from '../../../schemas/dashboard';
import type { AppCategory, ProtectionSettingKey } from '../../../lib/dashboard/constants';
import { formatCount } from '../../../lib/dashboard/format';
import { appCategoryLabels, protectionStatus, topApps } from '../../../lib/dashboard/members';
import { cx } from '../../../lib/utils';
import { buttonVariants } from '../../ui/button-variants';
import { ProtectionSwitches } from './ProtectionSwitches';
import { Avatar, Duration, EmptyState, KindAndTime, Panel, ProtectionBadge, VIEW_HEADING_ID, panelClass } from './ui';

/** Bar colour and icon per app category; the category's word is always written beside it. */
const categoryStyle: Record<AppCategory, { bar: string; Icon: typeof AppWindow }> = {
  social: { bar: 'bg-primary', Icon: MessageCircle },
  game: { bar: 'bg-accent', Icon: Gamepad2 },
  education: { bar: 'bg-success', Icon: GraduationCap },
  other: { bar: 'bg-border-strong', Icon: AppWindow },
};

const activityLabels = { security: 'Security', app: 'App', other: 'Other' } as const;

export interface MemberDetailProps {
  member: FamilyMember;
  settings: DashboardDemo['protectionSettings'];
  toggles: ProtectionToggles;
  onToggle: (key: ProtectionSettingKey, enabled: boolean) => void;
  onBack: () => void;
  onCustomize: () => void;
}

/** The member detail view: one member's protection, activity, screen time and switches. */
export function MemberDetail({ member, settings, toggles, onToggle, onBack, onCustomize }: MemberDetailProps) {
  const status = protectionStatus(member.protectionLevel);
  const apps = topApps(member.screenTime?.usageByApp);
  const facts = [
    { label: 'Active devices', value: formatCount(member.devices) },
    { label: 'Alerts', value: formatCount(member.alerts) },
    { label: 'Blocked threats', value: formatCount(member.blockedThreats) },
  ];

  return (
    <div className="grid grid-cols-1 gap-4">
      <div>
        <button type="button" className={buttonVariants({ variant: 'ghost', size: 'sm' })} onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </button>
      </div>
      <div className="flex items-center gap-4">
        <Avatar name={member.name} className="size-14 text-xl" />
        <div>
          <h2 id={VIEW_HEADING_ID} tabIndex={-1} className="text-3xl outline-none">
            {member.name}
          </h2>
          <p className="text-text-muted">
            {member.role}, {member.age} years · Last active: {member.lastActive}
          </p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <div className={panelClass}>
          <dt className="text-base text-text-muted">Protection level</dt>
          <dd className="mt-2">
            <ProtectionBadge status={status} className="text-lg" />
          </dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label} className={panelClass}>
            <dt className="text-base text-text-muted">{fact.label}</dt>
            <dd className="mt-1 text-3xl font-bold tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <Panel headingId="activity-heading" title="Recent Activity">
          <div className="mt-3">
            {member.recentActivities.length === 0 ? (
              <EmptyState>No recent activities</EmptyState>
            ) : (
              <ul className="grid grid-cols-1 gap-3">
                {member.recentActivities.map((activity) => (
                  <li key={activity.id} className="border-l-4 border-border-strong pl-3">
                    <p>{activity.description}</p>
                    <KindAndTime kind={activityLabels[activity.type]} time={activity.time} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Panel>

        <Panel headingId="screen-time-heading" title="Screen Time">
          {member.screenTime ? (
            <>
              <dl className="mt-3 grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-base text-text-muted">Today</dt>
                  <dd className="text-2xl font-bold">
                    <Duration minutes={member.screenTime.daily} />
                  </dd>
                </div>
                <div>
                  <dt className="text-base text-text-muted">This week</dt>
                  <dd className="text-2xl font-bold">
                    <Duration minutes={member.screenTime.weekly} />
                  </dd>
                </div>
              </dl>
              <h4 className="mt-4 mb-2 font-semibold">Top apps today</h4>
              {apps.length === 0 ? (
                <EmptyState>No screen time data available</EmptyState>
              ) : (
                <ol className="grid grid-cols-1 gap-3" aria-label="Top apps today">
                  {apps.map((app) => {
                    const style = categoryStyle[app.category];
                    return (
                      <li key={app.name} data-category={app.category}>
                        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                          <span className="font-semibold">{app.name}</span>
                          <span className="text-base">
                            <Duration minutes={app.minutes} />
                          </span>
                        </div>
                        <div className="flex items-center gap-3">
                          <div className="h-3 flex-1 overflow-hidden rounded-full bg-surface-raised">
                            <div
                              className={cx('h-full rounded-full', style.bar)}
                              style={{ width: `${app.percent}%` }}
                            />
                          </div>
                          <span className="inline-flex w-28 shrink-0 items-center gap-1 text-sm text-text-muted">
                            <style.Icon aria-hidden="true" className="size-4" />
                            {appCategoryLabels[app.category]}
                          </span>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </>
          ) : (
            <div className="mt-3">
              <EmptyState>No screen time data available</EmptyState>
            </div>
          )}
        </Panel>
      </div>

      <Panel headingId="protection-heading" title="Protection">
        <p className="mb-4 text-base text-text-muted">Each change is saved right away.</p>
        <ProtectionSwitches settings={settings} values={toggles} onChange={onToggle} />
        <button type="button" className={cx(buttonVariants({ variant: 'primary' }), 'mt-6')} onClick={onCustomize}>
          <Settings2 aria-hidden="true" />
          Customize Protection Settings
        </button>
      </Panel>
    </div>
  );
}
