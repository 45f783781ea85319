/**
 * A Vite plugin that imports a YAML file as its data: `import brands from '…/brands.yaml?data'` gives the parsed file,
 * written into the bundle as a JavaScript value (no YAML parser ships). The file stays the one home of its data, and
 * its content collection still validates it at every build; this only lets a lazily loaded module carry it, so
 * /check's HTML does not (the checker's brands: src/lib/check-page/engine.ts).
 */
import { readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import type { Plugin } from 'vite';

/** The query that marks a YAML import as data. */
export const YAML_DATA_QUERY = '?data';

export function yamlData(): Plugin {
  return {
    name: 'kinward:yaml-data',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith(`.yaml${YAML_DATA_QUERY}`)) return undefined;
      const file = id.slice(0, -YAML_DATA_QUERY.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(yaml.load(readFileSync(file, 'utf-8')))};`;
    },
  };
}
