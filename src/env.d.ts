/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, focus or key event inside the island; with "load", also
     * once the page has loaded and the browser is idle, whichever comes first; with "address",
     * also at once when the address has a query (the island keeps its state there).
     */
    'client:interaction'?: boolean | 'load' | 'address';
    /** Hydrate once any other island on the page has hydrated. */
    'client:with-islands'?: boolean;
  }
}

export {};
