import { Search } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * A search box with its magnifier drawn inside, on the left (the input's own classes leave room
 * for it); `children`, such as a clear button, are placed in the same box.
 */
export function SearchInput({ children, ...input }: Omit<ComponentProps<'input'>, 'type'> & { children?: ReactNode }) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-text-muted"
      />
      <input type="search" {...input} />
      {children}
    </div>
  );
}
