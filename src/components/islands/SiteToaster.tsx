import { useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { withErrorBoundary } from './IslandErrorBoundary';
import type { Theme } from '../../lib/preferences';

/**
 * The page's one toast region, shared by every island through sonner's global store:
 * bottom-right, Alt+T to focus it, rich colours so a destructive toast looks destructive.
 * It follows the site theme as the header toggle changes it.
 */
function SiteToaster() {
  const [theme, setTheme] = useState<Theme>('light');
  useEffect(() => {
    const root = document.documentElement;
    const sync = () => setTheme(root.dataset.theme === 'dark' ? 'dark' : 'light');
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
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
