/** A YAML file imported as its data (src/build/yaml-data.ts); its content collection's schema says what it holds. */
declare module '*.yaml?data' {
  const data: unknown;
  export default data;
}
