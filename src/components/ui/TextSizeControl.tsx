import { ToggleGroup } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { currentTextSize, resolveTextSize, setTextSize, subscribeTextSize, textSizeOptions } from '../../lib/preferences';
import { cn } from '../../lib/utils';

const itemClass =
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-lg font-bold leading-none text-text hover:bg-surface-raised data-[state=on]:bg-primary data-[state=on]:text-primary-contrast';

/**
 * Normal, large or larger text: one choice of three (a Radix toggle group, so arrow keys
 * move between the options). The document is the source of truth, so every instance (the
 * header's and the mobile menu's) shows the same choice. Needs JavaScript, so it is hidden
 * without it; the inline head script applied the stored size before first paint.
 */
export function TextSizeControl({ className }: { className?: string }) {
  // null while server-rendering and hydrating: no option is shown as chosen until the document is read.
  const size = useSyncExternalStore(subscribeTextSize, currentTextSize, () => null);
  return (
    <ToggleGroup.Root
      type="single"
      aria-label="Text size"
      value={size ?? ''}
      // A single toggle group can be emptied by pressing the chosen option again; keep the choice instead.
      onValueChange={(next) => next && setTextSize(resolveTextSize(next))}
      className={cn('js-only inline-flex items-center gap-0.5 rounded-xl border border-border bg-surface p-0.5', className)}
    >
      {textSizeOptions.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          aria-label={option.label}
          title={option.label}
          className={cn(itemClass, option.glyphClass)}
        >
          <span aria-hidden="true">A</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
