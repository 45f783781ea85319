import {
  Baby,
  BellRing,
  Briefcase,
  CreditCard,
  Fingerprint,
  Globe,
  Headset,
  HeartHandshake,
  KeyRound,
  Landmark,
  LockKeyhole,
  MessageSquareWarning,
  MessagesSquare,
  PhoneCall,
  ScanSearch,
  ShieldCheck,
  Users,
  type LucideIcon,
  // Marketing pages (home, pricing, comparison).
  BadgeCheck,
  CalendarCheck,
  EyeOff,
  GraduationCap,
  House,
  Layers,
  RotateCcw,
  Smartphone,
  Sparkles,
  UserCheck,
  UserRound,
} from 'lucide-react';

/**
 * The icons content may name, by a stable key. Content files pick one of these keys
 * (the schemas use `iconNames` as an enum), so a typo fails the build instead of
 * rendering nothing.
 */
export const icons = {
  globe: Globe,
  'phone-call': PhoneCall,
  messages: MessagesSquare,
  'key-round': KeyRound,
  'bell-ring': BellRing,
  users: Users,
  fingerprint: Fingerprint,
  'message-warning': MessageSquareWarning,
  lock: LockKeyhole,
  headset: Headset,
  'scan-search': ScanSearch,
  landmark: Landmark,
  'credit-card': CreditCard,
  'shield-check': ShieldCheck,
  'heart-handshake': HeartHandshake,
  baby: Baby,
  briefcase: Briefcase,
  'badge-check': BadgeCheck,
  'calendar-check': CalendarCheck,
  'eye-off': EyeOff,
  'graduation-cap': GraduationCap,
  house: House,
  layers: Layers,
  'rotate-ccw': RotateCcw,
  smartphone: Smartphone,
  sparkles: Sparkles,
  'user-check': UserCheck,
  'user-round': UserRound,
} satisfies Record<string, LucideIcon>;

/** A key of `icons`. */
export type IconName = keyof typeof icons;

/** Every icon key, as a non-empty tuple for `z.enum`. */
export const iconNames = Object.keys(icons) as [IconName, ...IconName[]];
