/** The look of every text field and select, in forms and in the scam checker (a module of its own, so an island takes only this). */
export const controlClass =
  'block w-full min-h-12 rounded-xl border-2 border-border-strong bg-surface px-4 py-2.5 text-lg text-text placeholder:text-text-muted aria-invalid:border-danger';
