import type { DashboardDemo, FamilyMember, ProtectionToggles } from '../../../schemas/dashboard';
import { DefaultsTable } from './DefaultsTable';
import { SettingsForm } from './SettingsForm';
import { DashboardView } from './ui';

export interface SettingsViewProps {
  members: FamilyMember[];
  /** The member being edited. */
  member: FamilyMember;
  settings: DashboardDemo['protectionSettings'];
  defaults: DashboardDemo['protectionDefaults'];
  /** The member's saved switches. */
  saved: ProtectionToggles;
  onSelectMember: (id: number) => void;
  onSave: (toggles: ProtectionToggles) => Promise<void>;
}

/** The Settings view: one member's protection switches, then the defaults each role starts with. */
export function SettingsView({
  members,
  member,
  settings,
  defaults,
  saved,
  onSelectMember,
  onSave,
}: SettingsViewProps) {
  return (
    <DashboardView title="Settings">
      {/* Keyed by member, so choosing another member starts a fresh draft. */}
      <SettingsForm
        key={member.id}
        members={members}
        member={member}
        settings={settings}
        saved={saved}
        onSelectMember={onSelectMember}
        onSave={onSave}
      />
      <DefaultsTable settings={settings} defaults={defaults} />
    </DashboardView>
  );
}
