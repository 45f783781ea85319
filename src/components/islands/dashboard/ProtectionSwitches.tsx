import { Switch } from 'radix-ui';
import { useId } from 'react';
import type { ProtectionSettingKey } from '../../../lib/dashboard/constants';
import type { DashboardDemo, ProtectionToggles } from '../../../schemas/dashboard';

export interface ProtectionSwitchesProps {
  settings: DashboardDemo['protectionSettings'];
  values: ProtectionToggles;
  onChange: (key: ProtectionSettingKey, enabled: boolean) => void;
}

/** The three labelled protection switches (Radix Switch), each with its one-line description and On/Off word. */
export function ProtectionSwitches({ settings, values, onChange }: ProtectionSwitchesProps) {
  const id = useId();
  return (
    <ul className="grid grid-cols-1 gap-4">
      {settings.map((setting) => {
        const switchId = `${id}-${setting.key}`;
        const on = values[setting.key];
        return (
          <li key={setting.key} className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <label htmlFor={switchId} className="font-semibold">
                {setting.label}
              </label>
              <p id={`${switchId}-description`} className="text-base text-text-muted">
                {setting.description}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2 pt-0.5">
              <span aria-hidden="true" className="w-7 text-right text-base font-semibold text-text-muted">
                {on ? 'On' : 'Off'}
              </span>
              <Switch.Root
                id={switchId}
                checked={on}
                onCheckedChange={(checked) => onChange(setting.key, checked)}
                aria-describedby={`${switchId}-description`}
                className="relative inline-flex h-8 w-14 shrink-0 cursor-pointer items-center rounded-full border-2 border-border-strong bg-surface-raised transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary"
              >
                <Switch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-border-strong shadow-card transition-transform data-[state=checked]:translate-x-[1.625rem] data-[state=checked]:bg-primary-contrast" />
              </Switch.Root>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
