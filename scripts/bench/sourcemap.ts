import { gzipSize } from './gzip.ts';

/** One mapped stretch of generated code: [line, first column, end column (exclusive)] and the source it came from (-1: none). */
export interface Span {
  line: number;
  start: number;
  end: number;
  source: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The Base64 VLQ numbers of one source-map segment ("AAAA" → [0, 0, 0, 0]). */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit === -1) throw new Error(`not Base64 VLQ: ${segment}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) shift += 5;
    else {
      const magnitude = Math.floor(value / 2);
      values.push(value % 2 ? -magnitude : magnitude);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The stretches of generated code a source map's `mappings` describes: each segment runs to the next one on its
 * line, the last to the end of the line (`lineLengths`). A segment without a source (one field) maps to -1.
 */
export function mappedSpans(mappings: string, lineLengths: readonly number[]): Span[] {
  const spans: Span[] = [];
  let source = 0;
  mappings.split(';').forEach((text, line) => {
    let column = 0;
    const starts: { column: number; source: number }[] = [];
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const [deltaColumn = 0, deltaSource] = decodeVlq(segment);
      column += deltaColumn;
      if (deltaSource !== undefined) source += deltaSource;
      starts.push({ column, source: deltaSource === undefined ? -1 : source });
    }
    const length = lineLengths[line] ?? 0;
    if (starts.length === 0 || starts[0]!.column > 0) starts.unshift({ column: 0, source: -1 });
    starts.forEach((start, index) => {
      const end = Math.min(starts[index + 1]?.column ?? length, length);
      if (end > start.column) spans.push({ line, start: start.column, end, source: start.source });
    });
  });
  return spans;
}

/**
 * Splits a generated chunk into parts by where its code came from (`partOf` names a part for each source path,
 * `unmapped` for code no source claims), then shares `totalGzip` (the chunk's own gzip size) between the parts
 * in proportion to the gzip size of each part's code on its own. Gzip is not additive, so this is an
 * attribution, not a measurement; the parts always add up to `totalGzip`.
 */
export function attributeChunk(
  code: string,
  map: { sources: readonly string[]; mappings: string },
  partOf: (source: string) => string,
  options: { unmapped: string; totalGzip?: number },
): { part: string; rawBytes: number; gzip: number }[] {
  const lines = code.split('\n');
  const pieces = new Map<string, string[]>();
  for (const span of mappedSpans(
    map.mappings,
    lines.map((line) => line.length),
  )) {
    const part = span.source === -1 ? options.unmapped : partOf(map.sources[span.source] ?? '');
    if (!pieces.has(part)) pieces.set(part, []);
    pieces.get(part)!.push(lines[span.line]!.slice(span.start, span.end));
  }
  // Lines the mappings never reach (e.g. a trailing comment) count as unmapped.
  const tail = lines.slice(map.mappings.split(';').length).join('');
  if (tail) pieces.set(options.unmapped, [...(pieces.get(options.unmapped) ?? []), tail]);
  const measured = [...pieces].map(([part, texts]) => {
    const text = texts.join('');
    return { part, rawBytes: Buffer.byteLength(text), alone: gzipSize(text) };
  });
  const sumAlone = measured.reduce((total, part) => total + part.alone, 0);
  const total = options.totalGzip ?? gzipSize(code);
  const shares = measured.map((part) => ({
    part: part.part,
    rawBytes: part.rawBytes,
    gzip: sumAlone ? Math.round((total * part.alone) / sumAlone) : 0,
  }));
  // Rounding: the largest part absorbs the difference, so the parts add up exactly.
  const drift = total - shares.reduce((sum, part) => sum + part.gzip, 0);
  if (drift && shares.length)
    shares.reduce((largest, part) => (part.gzip > largest.gzip ? part : largest)).gzip += drift;
  return shares.sort((a, b) => b.gzip - a.gzip);
}
