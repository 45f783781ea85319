import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';

/**
 * A tooltip on a focusable control (Radix Tooltip): opens on hover after the provider's
 * delay, at once on keyboard focus, closes on Escape; its text also becomes the control's
 * accessible description.
 */
export function Hint({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          className="z-50 max-w-72 rounded-lg bg-text px-3 py-2 text-base leading-snug text-bg shadow-card"
        >
          {text}
          <Tooltip.Arrow className="fill-text" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
