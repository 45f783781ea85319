import { CheckCheck, X } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { DashboardNotification } from '../../../schemas/dashboard';
import { dashboardIcons } from '../../../lib/dashboard/icons';
import { notificationTypeLabels, visibleNotifications } from '../../../lib/dashboard/notifications';
import { cx } from '../../../lib/utils';
import { buttonVariants } from '../../ui/button-variants';
import { SearchInput } from '../../ui/SearchInput';
import { Hint } from './Hint';
import { EmptyState, KindAndTime, LabelledControl, Panel, toneClasses } from './ui';

/** What every list of notifications shows and does: the notifications, which are read, "Mark all as read". */
export interface NotificationFeed {
  notifications: readonly DashboardNotification[];
  readIds: ReadonlySet<number>;
  onMarkAllRead: () => void;
}

export interface NotificationsPanelProps extends NotificationFeed {
  /** Heading text, e.g. "Recent Notifications". */
  title: string;
  /** Show only this many while nothing is searched (null: all). */
  limit: number | null;
  /** Shown under the list, e.g. a link to all notifications. */
  footer?: ReactNode;
}

const typeTone = { warning: 'warning', info: 'primary', success: 'success' } as const;

/** A searchable list of notifications with unread markers and "Mark all as read". */
export function NotificationsPanel({
  title,
  notifications,
  readIds,
  onMarkAllRead,
  limit,
  footer,
}: NotificationsPanelProps) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const shown = visibleNotifications(notifications, query, limit);
  const unread = notifications.filter((n) => !readIds.has(n.id)).length;

  return (
    <Panel
      headingId={`${id}-heading`}
      title={title}
      action={
        <button type="button" className={buttonVariants({ variant: 'secondary', size: 'sm' })} onClick={onMarkAllRead}>
          <CheckCheck aria-hidden="true" />
          Mark all as read
        </button>
      }
    >
      <p className="mt-1 text-base text-text-muted" aria-live="polite">
        {unread === 0 ? 'All caught up: no unread notifications.' : `${unread} unread`}
      </p>

      <LabelledControl id={`${id}-search`} label="Search notifications">
        <SearchInput
          ref={inputRef}
          id={`${id}-search`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Title or message"
          autoComplete="off"
          className="min-h-11 w-full rounded-xl border-2 border-border-strong bg-bg py-2 pr-12 pl-10 text-text placeholder:text-text-muted focus-visible:border-primary [&::-webkit-search-cancel-button]:hidden"
        >
          {query && (
            <Hint text="Clear search">
              <button
                type="button"
                aria-label="Clear search"
                className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-lg text-text-muted hover:bg-surface-raised hover:text-text"
                onClick={() => {
                  setQuery('');
                  inputRef.current?.focus();
                }}
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Hint>
          )}
        </SearchInput>
        <p className="sr-only" aria-live="polite">
          {query.trim() ? `${shown.length} ${shown.length === 1 ? 'notification matches' : 'notifications match'}` : ''}
        </p>
      </LabelledControl>

      <div className="mt-4">
        {shown.length === 0 ? (
          <EmptyState>No notifications match your search</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-2" aria-label={title}>
            {shown.map((notification) => {
              const Icon = dashboardIcons[notification.icon];
              const isUnread = !readIds.has(notification.id);
              return (
                <li
                  key={notification.id}
                  data-notification-id={notification.id}
                  data-unread={isUnread || undefined}
                  className={cx(
                    'flex gap-3 rounded-xl border px-3 py-3',
                    isUnread ? 'border-primary bg-primary-soft/40' : 'border-border',
                  )}
                >
                  <span
                    className={cx(
                      'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
                      toneClasses[typeTone[notification.type]],
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-semibold">{notification.title}</span>
                      {isUnread && (
                        <span className="rounded-full bg-primary px-2 text-sm font-bold text-primary-contrast">
                          New
                        </span>
                      )}
                    </p>
                    <p className="text-base">{notification.message}</p>
                    <KindAndTime kind={notificationTypeLabels[notification.type]} time={notification.time} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {footer && <div className="mt-4">{footer}</div>}
    </Panel>
  );
}
