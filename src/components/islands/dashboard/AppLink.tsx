import type { MouseEvent, ReactNode } from 'react';
import { locationSearch, type DashboardLocation } from '../../../lib/dashboard/location';

export interface AppLinkProps {
  to: DashboardLocation;
  /** The dashboard's path, e.g. "/dashboard". */
  basePath: string;
  onNavigate: (to: DashboardLocation) => void;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'data-member-link'?: number;
}

/**
 * A real link to a dashboard state (so it can be opened in a new tab or copied); a plain
 * click switches the view in place through the History API instead of reloading.
 */
export function AppLink({ to, basePath, onNavigate, children, ...rest }: AppLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <a href={`${basePath}${locationSearch(to)}`} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
