import type { ReactNode } from 'react';
import { describeDuration, formatDuration } from '../../../lib/dashboard/format';
import type { ProtectionStatus } from '../../../lib/dashboard/members';
import { cx } from '../../../lib/utils';

/** The id of each view's heading, focused after every navigation so keyboard and screen-reader users land on the new view. */
export const VIEW_HEADING_ID = 'dashboard-view-heading';

/** A view's heading (the page's h2). */
export function ViewHeading({ children }: { children: string }) {
  return (
    <h2 id={VIEW_HEADING_ID} tabIndex={-1} className="text-3xl outline-none">
      {children}
    </h2>
  );
}

/** A main view: its heading (the page's h2), then its panels. */
export function DashboardView({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <ViewHeading>{title}</ViewHeading>
      {children}
    </div>
  );
}

/** Surface card used by every dashboard panel. */
export const panelClass = 'rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-6';

/** A panel: a surface card named by its h3, with an optional control (a button) beside the heading. */
export function Panel({
  headingId,
  title,
  action,
  children,
}: {
  /** Id of the heading, which labels the section. */
  headingId: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h3 id={headingId} className="text-xl">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={headingId} className={panelClass}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** A control (and anything that goes with it) under its visible label, which names it for screen readers too. */
export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  /** Id of the control the label is for. */
  id: string;
  label: string;
  /** Classes added to the wrapper (e.g. a maximum width). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx('mt-4', className)}>
      <label htmlFor={id} className="mb-1 block font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The small "kind · when" line under an entry of a list (an activity, a notification). */
export function KindAndTime({ kind, time }: { kind: string; time: string }) {
  return (
    <p className="text-sm text-text-muted">
      {kind} · {time}
    </p>
  );
}

/** Tinted backgrounds by tone, with the tone's strong colour for icons and borders. */
export const toneClasses = {
  primary: 'bg-primary-soft text-primary',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  danger: 'bg-danger-soft text-danger',
} as const;

/** A protection level as a bordered pill with its word, so colour is never the only cue. */
export function ProtectionBadge({
  status,
  className = 'text-base',
}: {
  status: ProtectionStatus;
  /** Text size (default text-base). */ className?: string;
}) {
  const border = { success: 'border-success', warning: 'border-warning', danger: 'border-danger' }[status.tone];
  const dot = { success: 'bg-success', warning: 'bg-warning', danger: 'bg-danger' }[status.tone];
  const soft = { success: 'bg-success-soft', warning: 'bg-warning-soft', danger: 'bg-danger-soft' }[status.tone];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-2 rounded-full border px-3 py-0.5 font-semibold text-text',
        border,
        soft,
        className,
      )}
      data-tone={status.tone}
    >
      <span aria-hidden="true" className={cx('size-2.5 rounded-full', dot)} />
      {status.label}
    </span>
  );
}

/** "2h 15m" on screen, "2 hours 15 minutes" for screen readers. */
export function Duration({ minutes }: { minutes: number }) {
  return (
    <>
      <span aria-hidden="true">{formatDuration(minutes)}</span>
      <span className="sr-only">{describeDuration(minutes)}</span>
    </>
  );
}

/** A quiet, centred message for an empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border-strong px-4 py-6 text-center text-text-muted">
      {children}
    </p>
  );
}

/** Initials in a circle, decorative (the name is always written next to it). */
export function Avatar({
  name,
  className = 'size-11 text-lg',
}: {
  name: string;
  /** Size and text size (default size-11 text-lg). */ className?: string;
}) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary',
        className,
      )}
    >
      {initials}
    </span>
  );
}
