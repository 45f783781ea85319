import { ChevronDown, Menu, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../../ui/button-variants';
import { TextSizeControl } from '../../ui/TextSizeControl';
import { cx } from '../../../lib/utils';
import type { NavLink } from '../../../navigation';
import { LoginOptions } from './LoginOptions';
import { PopoverMenu } from './PopoverMenu';
import { ThemeToggle } from './ThemeToggle';
import { itemBase, menuLabelClass } from './styles';

export interface MobileMenuProps {
  /** The Features and Use Cases menus' contents (server-rendered slots). */
  features: ReactNode;
  useCases: ReactNode;
  primary: NavLink[];
  providers: readonly string[];
  loginUrl: string;
  signupUrl: string;
}

const subTriggerClass = cx(
  itemBase,
  'cursor-pointer list-none justify-between font-semibold text-text [&::-webkit-details-marker]:hidden',
);

/** A collapsible section of the mobile menu. */
function SubMenu({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group/sub">
      <summary className={subTriggerClass}>
        {title}
        <ChevronDown aria-hidden="true" className="size-4 group-open/sub:rotate-180" />
      </summary>
      <div className="pl-2">{children}</div>
    </details>
  );
}

/**
 * The menu of narrow headers (phones, or larger text): every header entry in one panel under
 * the header, ending with See us in Action. Shown below the header's 77rem container width.
 */
export function MobileMenu({ features, useCases, primary, providers, loginUrl, signupUrl }: MobileMenuProps) {
  return (
    <PopoverMenu
      id="mobile"
      className="@min-[77rem]:hidden"
      // Below 23.5rem the menu button shows only its icon (the chevron and the word go), making room for Search.
      triggerClassName="@max-[23.5rem]:px-2 @max-[23.5rem]:[&>svg:last-child]:hidden"
      label={
        <>
          <Menu aria-hidden="true" className="group-has-[:popover-open]/menu:hidden" />
          <X aria-hidden="true" className="hidden group-has-[:popover-open]/menu:block" />
          <span className="@max-[23.5rem]:sr-only">Menu</span>
        </>
      }
      panelClassName="fixed inset-x-0 top-[4.5rem] bottom-auto m-0 max-h-[calc(100dvh-4.5rem)] w-auto max-w-none overflow-y-auto rounded-none border-x-0 px-4 pb-8"
    >
      <div className="grid gap-2">
        <SubMenu title="Features">{features}</SubMenu>
        <SubMenu title="Use Cases">{useCases}</SubMenu>
        {primary.map((link) => (
          <a key={link.path} href={link.path} className={cx(itemBase, 'font-semibold text-text')}>
            {link.name}
          </a>
        ))}
        <div className="js-only border-t border-border px-3 pt-3 pb-1 @min-[36rem]:hidden">
          <p className={cx('pb-2', menuLabelClass)}>Text size</p>
          <TextSizeControl name="text-size-menu" />
        </div>
        <div className="js-only flex items-center justify-between border-t border-border px-3 pt-2 @min-[19.5rem]:hidden">
          <p className={menuLabelClass}>Theme</p>
          <ThemeToggle />
        </div>
        <div className="border-t border-border pt-3">
          <p className={cx('px-3 pb-1', menuLabelClass)}>Login</p>
          <LoginOptions providers={providers} loginUrl={loginUrl} menu="mobile" />
        </div>
        <a href={signupUrl} className={cx(itemBase, 'font-semibold text-text')}>
          Sign Up
        </a>
        <a href={signupUrl} className={cx(buttonVariants({ size: 'lg' }), 'mt-2 w-full')}>
          See us in Action
        </a>
      </div>
    </PopoverMenu>
  );
}
