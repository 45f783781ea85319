/** src/build/yaml-data.ts: a YAML file imported as its data, as the checker's lazily loaded brands are. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import brands from '../../src/content/checker/brands.yaml?data';
import { YAML_DATA_QUERY, yamlData } from '../../src/build/yaml-data';
import { brandSchema } from '../../src/schemas/checker';

const brandsFile = fileURLToPath(new URL('../../src/content/checker/brands.yaml', import.meta.url));

/** The plugin's load hook, called as Vite calls it. */
function load(id: string): unknown {
  const hook = yamlData().load;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({ addWatchFile: () => undefined } as never, id);
}

describe('YAML imported as data', () => {
  it('gives a module whose default export is the parsed file', async () => {
    const code = load(`${brandsFile}${YAML_DATA_QUERY}`);
    expect(typeof code).toBe('string');
    const module = (await import(`data:text/javascript,${encodeURIComponent(code as string)}`)) as { default: unknown };
    expect(module.default).toEqual(yaml.load(readFileSync(brandsFile, 'utf-8')));
  });
  it('leaves every other import to Vite, a YAML file without the query too', () => {
    expect(load(brandsFile)).toBeUndefined();
    expect(load('/src/lib/checker/data/model.json')).toBeUndefined();
  });
  it("gives the checker the brands as the collection's schema reads them", () => {
    const parsed = brandSchema.array().parse(brands);
    expect(parsed.length).toBeGreaterThan(100);
    expect(parsed.find((brand) => brand.name === 'PayPal')?.domains).toContain('paypal.com');
  });
});
