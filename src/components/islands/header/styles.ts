/**
 * Class lists shared by the header's parts. Colour and weight are added per use, so class
 * lists never set one property twice (islands join classes with cx, not tailwind-merge).
 */

/** A dropdown trigger or a plain header link. */
export const triggerClass =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-3 py-2 font-semibold text-text hover:bg-surface-raised cursor-pointer select-none';

/** A row of a menu. */
export const itemBase = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 no-underline hover:bg-surface-raised';
export const itemClass = `${itemBase} font-medium text-text`;

/** A small heading inside a menu ("Login", "Text size"). */
export const menuLabelClass = 'text-sm font-bold tracking-wide text-text-muted uppercase';
