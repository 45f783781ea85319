import { gzipSync } from 'node:zlib';

/** Bytes of `data` once gzipped at zlib's default level (6), as a server compresses on the fly. */
export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data).byteLength;
}

/** Sum of the gzip sizes of each item, each compressed on its own (as each is served). */
export function gzipSizes(items: readonly (string | Uint8Array)[]): number {
  return items.reduce((total, item) => total + gzipSize(item), 0);
}

/** Bytes as KiB with one decimal, e.g. 10240 → "10.0 KiB". */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}
