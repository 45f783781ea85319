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
import type { DashboardIconName } from '../../schemas/vocabularies';

/**
 * The Lucide icon drawn for each key the demo dashboard's data may name (the keys are
 * `dashboardIconNames` in src/schemas/vocabularies.ts). Kept apart from src/lib/icons.ts
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
} satisfies Record<DashboardIconName, LucideIcon>;
