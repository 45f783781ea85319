import {
  Bell,
  CircleCheck,
  CreditCard,
  Globe,
  Info,
  LayoutDashboard,
  Lock,
  MailWarning,
  MessageCircle,
  Phone,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons the demo dashboard's data may name, by key. Kept apart from src/lib/icons.ts
 * on purpose: that map is bundled into the header island on every page, and these icons
 * are only needed on /dashboard.
 */
export const dashboardIcons = {
  'layout-dashboard': LayoutDashboard,
  bell: Bell,
  users: Users,
  settings: Settings,
  'shield-alert': ShieldAlert,
  'shield-check': ShieldCheck,
  'mail-warning': MailWarning,
  globe: Globe,
  phone: Phone,
  'message-circle': MessageCircle,
  smartphone: Smartphone,
  info: Info,
  'circle-check': CircleCheck,
  'triangle-alert': TriangleAlert,
  lock: Lock,
  'credit-card': CreditCard,
} satisfies Record<string, LucideIcon>;

/** A key of `dashboardIcons`. */
export type DashboardIconName = keyof typeof dashboardIcons;

/** Every dashboard icon key, as a non-empty tuple for `z.enum`. */
export const dashboardIconNames = Object.keys(dashboardIcons) as [DashboardIconName, ...DashboardIconName[]];
