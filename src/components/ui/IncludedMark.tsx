import { Check, X } from 'lucide-react';

/**
 * A table cell's yes/no: a check or a cross, with its meaning as text for screen readers.
 * One component for the comparison island and the plan table (rendered there as static HTML).
 */
export default function IncludedMark({ included }: { included: boolean }) {
  const Mark = included ? Check : X;
  return (
    <span className={`inline-flex items-center justify-center ${included ? 'text-success' : 'text-text-muted'}`}>
      <Mark aria-hidden="true" className="size-6" strokeWidth={2.5} />
      <span className="sr-only">{included ? 'Included' : 'Not included'}</span>
    </span>
  );
}
