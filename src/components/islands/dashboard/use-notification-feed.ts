import { useEffect, useEffectEvent, useState } from 'react';
import { toast } from 'sonner';
import { createOncePerVisit, scheduleSimulatedAlert } from '../../../lib/dashboard/alert-timer';
import { addNotificationOnTop } from '../../../lib/dashboard/notifications';
import type { DashboardNotification, NotificationContent } from '../../../schemas/dashboard';

/** One simulated alert per page view, even if the island remounts. */
const alertOnce = createOncePerVisit();

/**
 * The notifications, with the simulated security alert (spec §4) added on top 15 seconds after
 * the dashboard opens, with a destructive toast; `onArrive` gets the new notification's id.
 * Cancelled if the dashboard goes away first.
 */
export function useNotificationFeed(
  initial: DashboardNotification[],
  alert: NotificationContent,
  onArrive: (id: number) => void,
): DashboardNotification[] {
  const [notifications, setNotifications] = useState(initial);

  const arrive = useEffectEvent(() => {
    alertOnce.markDone();
    const next = addNotificationOnTop(notifications, alert);
    setNotifications(next);
    onArrive(next[0].id);
    toast.error('New Security Alert', { description: `${alert.title}: ${alert.message}`, duration: 10_000 });
  });

  useEffect(() => {
    if (alertOnce.done) return;
    // The island may wake well after the page opened (on the visitor's first touch, or when the
    // alert is due): the 15 seconds count from the page's opening, not from hydration.
    return scheduleSimulatedAlert(() => arrive(), { openForMs: performance.now() });
  }, []);

  return notifications;
}
