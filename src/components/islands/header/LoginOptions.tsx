import { toast } from 'sonner';
import { cx } from '../../../lib/utils';
import { itemClass } from './styles';

export interface LoginOptionsProps {
  /** Sign-in providers (OAuth is not built yet: each answers with a toast). */
  providers: readonly string[];
  /** The external app's login page, for Email & Password. */
  loginUrl: string;
  /** Key of the menu these options sit in; it closes and its button takes focus back after a provider is chosen. */
  menu: string;
}

/** The Login menu's choices: a button per provider (they need JavaScript), then Email & Password. */
export function LoginOptions({ providers, loginUrl, menu }: LoginOptionsProps) {
  const signInWith = (provider: string) => {
    toast.info(`${provider} sign-in is not available yet`, {
      description: `OAuth login with ${provider} will be implemented. For now, please use Email & Password.`,
    });
    document.getElementById(`${menu}-menu`)?.hidePopover();
    document.querySelector<HTMLElement>(`#site-header [data-menu-trigger="${menu}"]`)?.focus();
  };

  return (
    <ul className="grid gap-1">
      {providers.map((provider) => (
        <li key={provider} className="js-only">
          <button type="button" className={cx(itemClass, 'w-full text-left')} onClick={() => signInWith(provider)}>
            Continue with {provider}
          </button>
        </li>
      ))}
      <li>
        <a href={loginUrl} className={itemClass}>
          Email &amp; Password
        </a>
      </li>
    </ul>
  );
}
