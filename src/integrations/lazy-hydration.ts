import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const directive = (file: string) => fileURLToPath(new URL(`../directives/${file}`, import.meta.url));

/** Registers the site's two extra hydration directives (see src/directives/). */
export default function lazyHydration(): AstroIntegration {
  return {
    name: 'kinward:lazy-hydration',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: directive('interaction.ts') });
        addClientDirective({ name: 'with-islands', entrypoint: directive('with-islands.ts') });
      },
    },
  };
}
