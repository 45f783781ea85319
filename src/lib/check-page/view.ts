/**
 * What /check shows for one answer of the checker: the red flags numbered once each, the pasted text cut into
 * segments with the flags' marks, and a plain sentence for each link. Pure functions; the island only renders them.
 */
import type { CheckResult, Finding, LinkReport } from '../checker';
import type { RedFlag, RedFlagId } from '../../schemas/checker';
import type { CheckVerdict } from '../../schemas/check-page';

/** One red flag as the visitor reads it, with its number in the marks. */
export interface NumberedFlag extends RedFlag {
  number: number;
}

/** A run of the pasted text that one set of red flags covers (none, for plain text). */
export interface Segment {
  text: string;
  /** Numbers of the flags that cover this run, ascending. */
  flags: number[];
  /** Numbers of the flags whose span begins here: their number is shown at this point. */
  starts: number[];
}

/** Where one link really goes, in words. */
export interface LinkLine {
  /** The link as found. */
  text: string;
  /** Its real destination (registrable domain, or the IP address). */
  domain: string;
  /** The official domain of the brand it imitates, when it imitates one. */
  notTo?: string;
  /** The brand this domain belongs to, when it is the brand's own. */
  ownerOf?: string;
}

/** Everything the result shows. */
export interface CheckView {
  verdict: CheckVerdict;
  flags: NumberedFlag[];
  segments: Segment[];
  links: LinkLine[];
}

/** The flags' words, one entry per distinct id in order of first appearance, numbered from 1. */
export function numberFlags(findings: readonly Finding[], words: readonly RedFlag[]): NumberedFlag[] {
  const byId = new Map<RedFlagId, NumberedFlag>();
  for (const finding of findings) {
    if (byId.has(finding.id)) continue;
    const word = words.find((entry) => entry.id === finding.id);
    if (!word) throw new Error(`src/content/checker/red-flags.yaml has no words for the red flag "${finding.id}"`);
    byId.set(finding.id, { ...word, number: byId.size + 1 });
  }
  return [...byId.values()];
}

/**
 * Cuts `text` where any flag begins or ends, so overlapping and adjacent flags each keep their own mark.
 * `numberOf` gives a flag's number (flags of the same kind share one).
 */
export function markSegments(
  text: string,
  findings: readonly Finding[],
  numberOf: (id: RedFlagId) => number,
): Segment[] {
  const spans = findings
    .map((finding) => ({
      start: clamp(finding.start, text.length),
      end: clamp(finding.end, text.length),
      number: numberOf(finding.id),
    }))
    .filter((span) => span.start < span.end);
  const cuts = [...new Set([0, text.length, ...spans.flatMap((span) => [span.start, span.end])])].sort((a, b) => a - b);
  const segments: Segment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    const flags = unique(spans.filter((span) => span.start <= from && span.end >= to).map((span) => span.number));
    const starts = unique(spans.filter((span) => span.start === from).map((span) => span.number));
    const last = segments.at(-1);
    // A cut made only by another flag's end, with nothing new beginning, does not need a second mark.
    if (last && starts.length === 0 && sameNumbers(last.flags, flags)) last.text += text.slice(from, to);
    else segments.push({ text: text.slice(from, to), flags, starts });
  }
  return segments;
}

/** Each link's real destination, and the brand it imitates or belongs to. */
export function linkLines(links: readonly LinkReport[]): LinkLine[] {
  return links.map((link) => ({
    text: link.text,
    domain: link.domain,
    ...(link.officialFor ? { ownerOf: link.officialFor } : link.imitates ? { notTo: link.imitates.domains[0] } : {}),
  }));
}

/** The words around the destination ("This link goes to", domain, ", not to paypal.com."): the page bolds the domain. */
export function linkSentenceParts(line: LinkLine): [before: string, domain: string, after: string] {
  const after = line.notTo ? `, not to ${line.notTo}.` : line.ownerOf ? `, the address of ${line.ownerOf}.` : '.';
  return ['This link goes to ', line.domain, after];
}

/** The link's destination as one plain sentence. */
export const linkSentence = (line: LinkLine) => linkSentenceParts(line).join('');

/** The whole view of one answer for the text that was checked. */
export function checkView(
  text: string,
  result: CheckResult,
  words: readonly RedFlag[],
  verdicts: readonly CheckVerdict[],
): CheckView {
  const verdict = verdicts.find((entry) => entry.id === result.verdict);
  if (!verdict) throw new Error(`src/content/checker/verdicts.yaml has no verdict "${result.verdict}"`);
  const flags = numberFlags(result.flags, words);
  const numberOf = (id: RedFlagId) => flags.find((flag) => flag.id === id)!.number;
  return { verdict, flags, segments: markSegments(text, result.flags, numberOf), links: linkLines(result.links) };
}

const clamp = (offset: number, length: number) => Math.max(0, Math.min(offset, length));
const unique = (numbers: number[]) => [...new Set(numbers)].sort((a, b) => a - b);
const sameNumbers = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);
