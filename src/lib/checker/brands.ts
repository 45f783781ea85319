/** Brands as the link and sender checks use them: official domains, the words that name them, their look-alike skeletons. */
import { getDomain } from 'tldts-icann';
import type { Brand } from '../../schemas/checker';

/** One brand prepared for matching. */
interface IndexedBrand {
  brand: Brand;
  /** One pattern per keyword, for message text and for link addresses. */
  inText: RegExp[];
  inLink: RegExp[];
  /** Skeletons of the distinctive label of each official domain ("paypal" for paypal.com). */
  labels: string[];
}

/** Brands prepared once, then reused for every message. */
export type BrandIndex = IndexedBrand[];

/** The label that names the owner: "paypal" for www.paypal.com, "microsoftonline" for login.microsoftonline.com. */
function ownerLabel(host: string): string {
  const domain = getDomain(host) ?? host;
  return domain.split('.')[0] ?? domain;
}

/** Folds the characters scammers swap in domains ("paypa1", "arnazon", "g00gle") to one skeleton. */
export function skeleton(label: string): string {
  return label
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[0]/g, 'o')
    .replace(/[1|!]/g, 'l')
    .replace(/3/g, 'e')
    .replace(/5/g, 's')
    .replace(/[-_]/g, '');
}

/** Edit distance with adjacent swaps (Damerau–Levenshtein, optimal string alignment), capped for speed. */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Prepares the brands data for matching. */
export function indexBrands(brands: readonly Brand[]): BrandIndex {
  return brands.map((brand) => {
    const keywords = (brand.keywords ?? [brand.name]).map((word) => word.toLowerCase());
    return {
      brand,
      inText: keywords.map((word) => new RegExp(`(?<![a-z0-9])${escape(word).replace(/ /g, '[\\s-]?')}(?![a-z0-9])`)),
      // In a link, a name of five or more letters counts inside a longer word too ("paypalsecure").
      inLink: keywords.map((word) => {
        const joined = escape(word.replace(/[\s.]/g, ''));
        return new RegExp(joined.length >= 5 ? joined : `(?<![a-z0-9])${joined}(?![a-z0-9])`);
      }),
      labels: [...new Set(brand.domains.map((domain) => skeleton(ownerLabel(domain))))],
    };
  });
}

/** The brand whose official domain `host` is (or is under), if any. */
export function isOfficial(index: BrandIndex, host: string): Brand | undefined {
  return index.find(({ brand }) => brand.domains.some((domain) => host === domain || host.endsWith(`.${domain}`)))?.brand;
}

/** The brand that the registrable domain `domain` imitates by spelling, if any (it is not that brand's). */
export function lookalikeOf(index: BrandIndex, domain: string, disguised: boolean): Brand | undefined {
  const label = ownerLabel(domain);
  const folded = skeleton(label);
  for (const { brand, labels } of index) {
    for (const official of labels) {
      if (official.length < 4) continue;
      if (folded === official && (label !== official || disguised || !brand.domains.includes(domain))) return brand;
      if (official.length >= 6 && folded.length >= 6 && editDistance(folded, official, 1) === 1) return brand;
    }
  }
  return undefined;
}

/** Brands named in `text` (lower case), each with its first mention; `inLink` for link addresses. */
export function brandsNamedIn(
  index: BrandIndex,
  text: string,
  inLink = false,
): { brand: Brand; start: number; end: number }[] {
  const found: { brand: Brand; start: number; end: number }[] = [];
  for (const entry of index) {
    for (const pattern of inLink ? entry.inLink : entry.inText) {
      const match = pattern.exec(text);
      if (match) {
        found.push({ brand: entry.brand, start: match.index, end: match.index + match[0].length });
        break;
      }
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
