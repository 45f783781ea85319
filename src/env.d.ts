/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer, focus or key event inside the island. */
    'client:interaction'?: boolean;
    /** Hydrate once any other island on the page has hydrated. */
    'client:with-islands'?: boolean;
  }
}

export {};
