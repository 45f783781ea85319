import { memberRoles } from '../../../lib/dashboard/constants';
import type { DashboardDemo } from '../../../schemas/dashboard';
import { Panel } from './ui';

export interface DefaultsTableProps {
  settings: DashboardDemo['protectionSettings'];
  defaults: DashboardDemo['protectionDefaults'];
}

/** The protection each role starts with, as a real table that scrolls in its own box on phones. */
export function DefaultsTable({ settings, defaults }: DefaultsTableProps) {
  return (
    <Panel headingId="defaults-heading" title="Defaults by role">
      <p className="text-base text-text-muted">What a new member starts with, before anyone changes it.</p>
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label="Defaults by role, scrollable">
        <table className="w-full min-w-[32rem] border-collapse text-left text-base">
          <thead>
            <tr className="border-b-2 border-border-strong">
              <th scope="col" className="sticky left-0 bg-surface py-2 pr-4 font-semibold">
                Role
              </th>
              {settings.map((setting) => (
                <th key={setting.key} scope="col" className="px-3 py-2 font-semibold">
                  {setting.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {memberRoles.map((role) => (
              <tr key={role} className="border-b border-border">
                <th scope="row" className="sticky left-0 bg-surface py-2 pr-4 font-semibold">
                  {role}
                </th>
                {settings.map((setting) => (
                  <td key={setting.key} className="px-3 py-2">
                    {defaults[role][setting.key] ? 'On' : 'Off'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
