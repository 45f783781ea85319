import { init, parse } from 'es-module-lexer';

/** The specifiers a module imports: statically (`import … from`, `import "…"`, `export … from`) and through `import("…")`. */
export async function importsOf(code: string): Promise<{ staticImports: string[]; dynamicImports: string[] }> {
  await init;
  const [imports] = parse(code);
  const named = imports.filter((entry) => entry.n !== undefined);
  return {
    staticImports: named.filter((entry) => entry.d === -1).map((entry) => entry.n!),
    // d > -1: a dynamic import() with a string literal; -2 is import.meta, never a module.
    dynamicImports: named.filter((entry) => entry.d > -1).map((entry) => entry.n!),
  };
}

/** The specifiers a module imports statically; `import()` and `import.meta` are left out (they load later, if ever). */
export async function staticImports(code: string): Promise<string[]> {
  return (await importsOf(code)).staticImports;
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
  /** Every module reached through static imports, entries first, each once. */
  modules: string[];
  /** Modules reached only through `import()` (and what they import), each once: they load on demand. */
  lazy: string[];
  /** Modules that could not be read (listed so a gap is never silent). */
  missing: string[];
  /** Imports that point off the site or to a bare package name. */
  unresolved: string[];
}

/**
 * Walks the imports from `entries` (site paths like "/_astro/x.js") through `read`, which
 * returns a module's source or undefined when it does not exist: first every static import,
 * then whatever only `import()` reaches.
 */
export async function moduleGraph(
  entries: readonly string[],
  read: (path: string) => string | undefined | Promise<string | undefined>,
): Promise<ModuleGraph> {
  const seen = new Set<string>();
  const missing: string[] = [];
  const unresolved: string[] = [];
  const walk = async (start: readonly string[]) => {
    const reached: string[] = [];
    const later: string[] = [];
    const queue = [...start];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const code = await read(path);
      if (code === undefined) {
        missing.push(path);
        continue;
      }
      reached.push(path);
      const { staticImports: now, dynamicImports } = await importsOf(code);
      for (const [specifiers, into] of [
        [now, queue],
        [dynamicImports, later],
      ] as const) {
        for (const specifier of specifiers) {
          const next = resolveSpecifier(specifier, path);
          if (next === null) unresolved.push(specifier);
          else if (!seen.has(next)) into.push(next);
        }
      }
    }
    return { reached, later };
  };

  const initial = await walk(entries);
  const lazy: string[] = [];
  for (let pending = initial.later; pending.length > 0;) {
    const next = await walk(pending);
    lazy.push(...next.reached);
    pending = next.later;
  }
  return { modules: initial.reached, lazy, missing, unresolved };
}
