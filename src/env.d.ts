/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, focus or key event inside the island; with "load", also
     * once the page has loaded and the browser is idle, whichever comes first.
     */
    'client:interaction'?: boolean | 'load';
    /** Hydrate once any other island on the page has hydrated. */
    'client:with-islands'?: boolean;
  }
}

export {};
