import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind classes win over earlier ones. For server-rendered
 * (.astro) components, where it costs the visitor nothing.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names without resolving conflicts. For React islands: tailwind-merge would add
 * about 8 KB gzip to every interactive page, so islands compose classes that never set the
 * same property twice (pass a variant instead of overriding one).
 */
export const cx = clsx;
