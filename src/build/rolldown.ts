/**
 * Rolldown's optimisation settings for the site's bundles, shared by astro.config.mjs and the bench's
 * rebuild of the checker (scripts/bench/check-weight.ts), so both bundle the same way.
 *
 * Rolldown's default inlines imported constants at every use: the Public Suffix List's shared tables in
 * tldts-icann were copied into each function that reads them, tripling the checker's engine chunk.
 */
export const rolldownOptimization = { inlineConst: false } as const;
