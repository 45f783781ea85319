import { defineCollection, type BaseSchema, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import { dataFile } from './data-file-loader';

/** A collection's zod schema, or a function of Astro's schema context (for `image()`) that returns it. */
type CollectionSchema<Schema extends BaseSchema> = Schema | ((context: SchemaContext) => Schema);

/**
 * A collection read from one YAML file, `src/content/{name}.yaml` (a list of entries, or
 * entries keyed by id), each entry checked by `schema`.
 */
export function yamlCollection<Schema extends BaseSchema>(
  name: string,
  schema: CollectionSchema<Schema>,
  options?: Parameters<typeof dataFile>[1],
) {
  return defineCollection({ loader: dataFile(`src/content/${name}.yaml`, options), schema });
}

/** A collection of MDX files, one entry per file in `src/content/{folder}/` (the file name is its id). */
export function mdxCollection<Schema extends BaseSchema>(folder: string, schema: CollectionSchema<Schema>) {
  return defineCollection({ loader: glob({ pattern: '*.mdx', base: `./src/content/${folder}` }), schema });
}
