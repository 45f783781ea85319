import { useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { withErrorBoundary } from './IslandErrorBoundary';
import { currentTheme, subscribeTheme } from '../../lib/preferences';

/**
 * The page's one toast region, shared by every island through sonner's global store:
 * bottom-right, Alt+T to focus it, rich colours so a destructive toast looks destructive.
 * It follows the site theme as the header toggle changes it.
 */
function SiteToaster() {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => 'light' as const);
  return (
    <Toaster
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      theme={theme}
      containerAriaLabel="Notifications"
    />
  );
}

export default withErrorBoundary(SiteToaster);
