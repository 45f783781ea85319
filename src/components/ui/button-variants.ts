import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The one button look, shared by `<button>`s in islands and button-styled links in
 * Astro components. Every size keeps a 44 × 44 px minimum target.
 */
export const buttonVariants = cva(
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 font-semibold no-underline transition-colors focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-contrast hover:bg-primary-hover',
        secondary: 'border-2 border-primary bg-surface text-primary hover:bg-primary-soft',
        ghost: 'text-text hover:bg-surface-raised',
        danger: 'bg-danger text-danger-contrast hover:opacity-90',
      },
      shape: {
        rounded: 'rounded-xl',
        pill: 'rounded-full',
      },
      size: {
        sm: 'px-3 py-1.5 text-base',
        md: 'px-5 py-2.5 text-lg',
        lg: 'px-7 py-3.5 text-xl',
        icon: 'p-2.5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded' },
  },
);

/** The variant props `buttonVariants` takes. */
export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
