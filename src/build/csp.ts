import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Content-Security-Policy pieces Astro's `security.csp` does not produce by itself.
 * Astro hashes our own inline scripts and styles; these are the rest.
 */

/** A CSP hash source, as Astro's `security.csp` takes it. */
export type CspHash = `sha256-${string}`;

/** The CSP directives Astro accepts in `security.csp.directives` (all but script-src and style-src). */
type Directive =
  `${'default-src' | 'img-src' | 'font-src' | 'connect-src' | 'object-src' | 'base-uri' | 'form-action' | 'frame-src' | 'manifest-src' | 'worker-src'} ${string}`;

/** CSP source for a SHA-256 hash of some exact text. */
export const sha256 = (text: string): CspHash => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * sonner injects one <style> element at runtime; its text is a string literal in the
 * package. Hashing it from the installed package keeps the policy right across upgrades.
 */
export function sonnerStyleHash(): CspHash {
  const require = createRequire(import.meta.url);
  const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8');
  const match = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source);
  if (!match) throw new Error('sonner: could not find the stylesheet it injects; update src/build/csp.ts');
  return sha256(JSON.parse(match[1]) as string);
}

/** The directives every page carries besides Astro's script-src and style-src. */
export function baseDirectives(formEndpoints: string[]): Directive[] {
  const formAction = ["'self'", ...formEndpoints.map((url) => new URL(url).origin)].join(' ');
  const directives: Directive[] = [
    "default-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${formEndpoints.map((url) => new URL(url).origin).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction}`,
    "frame-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  return directives.map((d) => d.trim() as Directive);
}
