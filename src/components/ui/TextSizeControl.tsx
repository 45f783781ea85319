import { useSyncExternalStore } from 'react';
import { currentTextSize, setTextSize, subscribeTextSize, textSizeOptions } from '../../lib/preferences';
import { cx } from '../../lib/utils';

const optionClass =
  'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg font-bold leading-none text-text hover:bg-surface-raised has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus has-[:focus-visible]:outline-solid';

/**
 * Normal, large or larger text: one choice of three, as native radio buttons (arrow keys
 * move between them, no script needed for that). The document is the source of truth, so
 * every instance (the header's and the mobile menu's) shows the same choice; the chosen
 * option is highlighted by CSS from <html data-text-size> (global.css), so it is right from
 * first paint, before hydration. Needs JavaScript to apply a choice, so it is hidden without it.
 */
export function TextSizeControl({
  name,
  className = 'inline-flex',
}: {
  /** Radio group name, unique per instance. */
  name: string;
  /** Display and spacing (default inline-flex); islands join classes without conflict resolution. */
  className?: string;
}) {
  // null while server-rendering and hydrating: the inputs are only marked checked once the document is read.
  const size = useSyncExternalStore(subscribeTextSize, currentTextSize, () => null);
  return (
    <div
      role="radiogroup"
      aria-label="Text size"
      className={cx('js-only items-center gap-0.5 rounded-xl border border-border bg-surface p-0.5', className)}
    >
      {textSizeOptions.map((option) => (
        <label
          key={option.value}
          title={option.label}
          data-text-size-option={option.value}
          className={cx(optionClass, option.glyphClass)}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={size === option.value}
            onChange={() => setTextSize(option.value)}
            aria-label={option.label}
            className="peer sr-only"
          />
          <span aria-hidden="true">A</span>
        </label>
      ))}
    </div>
  );
}
