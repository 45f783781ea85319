import { init, parse } from 'es-module-lexer';

/**
 * The specifiers a module imports statically (`import … from`, `import "…"`,
 * `export … from`). Dynamic `import()` and `import.meta` are left out: they load later, if ever.
 */
export async function staticImports(code: string): Promise<string[]> {
  await init;
  const [imports] = parse(code);
  return imports.filter((entry) => entry.d === -1 && entry.n !== undefined).map((entry) => entry.n!);
}

/** Site path of `specifier` imported from the module at site path `from`; null for bare or other-host specifiers. */
export function resolveSpecifier(specifier: string, from: string): string | null {
  if (!/^(\.{1,2}\/|\/)/.test(specifier)) return null;
  const base = new URL(from, 'http://site.invalid/');
  const url = new URL(specifier, base);
  return url.origin === base.origin ? url.pathname : null;
}

/** The result of walking a page's module graph. */
export interface ModuleGraph {
  /** Every module reached, entries first, each once. */
  modules: string[];
  /** Modules that could not be read (listed so a gap is never silent). */
  missing: string[];
  /** Imports that point off the site or to a bare package name. */
  unresolved: string[];
}

/**
 * Walks the static imports from `entries` (site paths like "/_astro/x.js") through `read`,
 * which returns a module's source or undefined when it does not exist.
 */
export async function moduleGraph(
  entries: readonly string[],
  read: (path: string) => string | undefined | Promise<string | undefined>,
): Promise<ModuleGraph> {
  const seen = new Set<string>();
  const missing: string[] = [];
  const unresolved: string[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await read(path);
    if (code === undefined) {
      missing.push(path);
      continue;
    }
    for (const specifier of await staticImports(code)) {
      const next = resolveSpecifier(specifier, path);
      if (next === null) unresolved.push(specifier);
      else if (!seen.has(next)) queue.push(next);
    }
  }
  return { modules: [...seen].filter((path) => !missing.includes(path)), missing, unresolved };
}
