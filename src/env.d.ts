/// <reference types="astro/client" />

import type { InteractionOptions } from './directives/interaction';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, focus or key event inside the island; InteractionOptions
     * wake it sooner (src/directives/interaction.ts).
     */
    'client:interaction'?: boolean | InteractionOptions;
    /** Hydrate once any other island on the page has hydrated. */
    'client:with-islands'?: boolean;
  }
}

export {};
