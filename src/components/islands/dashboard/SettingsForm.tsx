import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProtectionSettingKey } from '../../../lib/dashboard/constants';
import type { DashboardDemo, FamilyMember, ProtectionToggles } from '../../../schemas/dashboard';
import { cx } from '../../../lib/utils';
import { buttonVariants } from '../../ui/button-variants';
import { ProtectionSwitches } from './ProtectionSwitches';
import { LabelledControl, Panel } from './ui';

export interface SettingsFormProps {
  members: readonly FamilyMember[];
  member: FamilyMember;
  settings: DashboardDemo['protectionSettings'];
  /** The member's saved switches. */
  saved: ProtectionToggles;
  onSelectMember: (id: number) => void;
  /** Saves the draft; resolves when done. */
  onSave: (toggles: ProtectionToggles) => Promise<void>;
}

/**
 * Protection settings for one member: pick a member, change the switches, save them together.
 * Render it with `key={member.id}` so another member starts a fresh draft.
 */
export function SettingsForm({ members, member, settings, saved, onSelectMember, onSave }: SettingsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);

  const changed = (Object.keys(draft) as ProtectionSettingKey[]).some((key) => draft[key] !== saved[key]);

  return (
    <Panel headingId={`${id}-heading`} title="Protection settings">
      <p className="text-base text-text-muted">
        New members start with the defaults for their age group. Change them here, then save.
      </p>
      <LabelledControl id={`${id}-member`} label="Family member" className="max-w-sm">
        <select
          id={`${id}-member`}
          value={member.id}
          onChange={(event) => onSelectMember(Number(event.target.value))}
          className="min-h-11 w-full rounded-xl border-2 border-border-strong bg-bg px-3 py-2 text-text"
        >
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name} ({m.role})
            </option>
          ))}
        </select>
      </LabelledControl>
      <div className="mt-6">
        <ProtectionSwitches
          settings={settings}
          values={draft}
          onChange={(key, enabled) => setDraft((current) => ({ ...current, [key]: enabled }))}
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={cx(buttonVariants({ variant: 'primary' }))}
          disabled={saving || !changed}
          onClick={async () => {
            setSaving(true);
            try {
              await onSave(draft);
            } finally {
              setSaving(false);
            }
          }}
        >
          <Save aria-hidden="true" />
          Save settings
        </button>
        <p className="text-base text-text-muted" aria-live="polite">
          {saving ? 'Saving…' : changed ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
      </div>
    </Panel>
  );
}
