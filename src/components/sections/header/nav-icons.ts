import type { IconName } from '../../../lib/icons';

/** Id of an icon's <symbol> in NavIconSprite, which the header menus <use>. */
export const navIconId = (icon: IconName) => `nav-icon-${icon}`;
