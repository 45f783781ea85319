import type { DashboardDemo } from '../../../schemas/dashboard';
import { dashboardIcons } from '../../../lib/dashboard/icons';
import type { DashboardLocation } from '../../../lib/dashboard/location';
import { cx } from '../../../lib/utils';
import { AppLink } from './AppLink';
import { Avatar } from './ui';

export interface SidebarProps {
  navigation: DashboardDemo['navigation'];
  currentUser: string;
  location: DashboardLocation;
  unread: number;
  basePath: string;
  onNavigate: (to: DashboardLocation) => void;
}

/**
 * The dashboard's navigation: a sidebar on wide screens, a compact bar above the content
 * on phones. The item of the current view carries aria-current="page".
 */
export function Sidebar({ navigation, currentUser, location, unread, basePath, onNavigate }: SidebarProps) {
  return (
    <aside className="rounded-2xl border border-border bg-surface p-3 shadow-card lg:sticky lg:top-24 lg:w-60 lg:shrink-0 lg:self-start lg:p-4">
      <div className="flex items-center gap-3 px-1 pb-3 lg:px-2">
        <Avatar name={currentUser} className="size-10 text-base" />
        <p className="leading-tight">
          <span className="block text-sm text-text-muted">Signed in as</span>
          <span className="block font-semibold" data-current-user>
            {currentUser}
          </span>
        </p>
      </div>
      <nav aria-label="Dashboard">
        {/* Columns as wide as a label needs: four in a row on tablets, two on phones, one with large text. */}
        <ul className="grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-1 lg:grid-cols-1">
          {navigation.map((item) => {
            const Icon = dashboardIcons[item.icon];
            const current = location.view === item.view;
            return (
              <li key={item.view}>
                <AppLink
                  to={{ view: item.view, memberId: null }}
                  basePath={basePath}
                  onNavigate={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={cx(
                    'flex min-h-11 flex-wrap items-center gap-x-2 rounded-xl px-2.5 py-2 text-base font-semibold no-underline sm:px-3 lg:text-lg',
                    current ? 'bg-primary-soft text-primary' : 'text-text hover:bg-surface-raised',
                  )}
                >
                  <Icon aria-hidden="true" className="hidden size-5 shrink-0 sm:block" />
                  <span>{item.label}</span>
                  {item.view === 'notifications' && unread > 0 && (
                    <span className="ml-auto rounded-full bg-danger px-2 text-sm font-bold text-danger-contrast">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
