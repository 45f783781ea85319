/** Brands as the link and sender checks use them: official domains, the words that name them, their look-alike skeletons. */
import { getDomain, getPublicSuffix } from 'tldts-icann';
import type { Brand } from '../../schemas/checker';
import { forEachMatch } from './matches.ts';
import { mentionedOnly } from './mentions.ts';
import { type Normalised, toOriginal } from './normalise.ts';

/** Brands prepared once, then reused for every message. */
export interface BrandIndex {
  /**
   * Each brand with its official domains' owner labels ("paypal" for paypal.com) as written and as skeletons, worked
   * out once here: every link is compared with every brand.
   */
  brands: { brand: Brand; owners: string[]; labels: string[] }[];
  /** Each official domain and its brand (the first brand that lists it), for looking a host up by its endings. */
  official: Map<string, Brand>;
  /** One pattern for every brand's keywords (one pass over a message), and which brand each keyword names. */
  inText: RegExp;
  inLink: RegExp;
  named: Map<string, Brand>;
  /** Each brand by its name alone (keyOf), for a message that opens with it: "Nationwide: …", "O2: …". */
  byName: Map<string, Brand>;
  /** brandsNamedIn of each message's text, found once: the rules of one check ask for it up to four times. */
  namedInMessage: WeakMap<Normalised, readonly NamedBrand[]>;
}

/** A brand named in a text, with its first mention. */
export interface NamedBrand {
  readonly brand: Brand;
  readonly start: number;
  readonly end: number;
}

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

/**
 * Whether `a` and `b` are at most one edit apart: one letter changed, added or dropped, or two neighbours swapped
 * (Damerau–Levenshtein distance, optimal string alignment, ≤ 1). Compared in place: every link meets every brand.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a.length < b.length) return withinOneEdit(b, a);
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a[i] === b[i]) i++;
  if (i === b.length) return true; // equal, or one letter added at the end
  if (a.length > b.length) return sameFrom(a, b, i, 1); // one letter added at i
  return sameFrom(a, b, i + 1, 0) || (a[i] === b[i + 1] && a[i + 1] === b[i] && sameFrom(a, b, i + 2, 0));
}

/** Whether `b` from `from` on equals `a` from `from + shift` on. */
function sameFrom(a: string, b: string, from: number, shift: number): boolean {
  for (let k = from; k < b.length; k++) if (a[k + shift] !== b[k]) return false;
  return true;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A keyword as matched text is looked up: lower case, without spaces, dots or hyphens. */
const keyOf = (word: string) => word.replace(/[\s.-]/g, '');
/**
 * Longest first, so "amazon prime" wins over "amazon"; `form` writes each word as a pattern. Words are grouped under
 * their first letter ("a(?:mazon prime|mazon|…)|b(?:…)"): this matches exactly what the plain list would (two words
 * that start differently never both match at one place, and each group keeps the list's order), but at each place in
 * a message the pattern tries a few dozen letters, not every brand's every name. The names' pattern was the slowest
 * a check ran: 70 µs of a 1,000-character message's 1.6 ms in Node, 21 µs grouped.
 */
const alternation = (words: string[], form = escape) => {
  const groups = new Map<string, string[]>();
  for (const word of [...new Set(words)].sort((a, b) => b.length - a.length)) {
    const group = groups.get(word[0]!);
    if (group) group.push(form(word.slice(1)));
    else groups.set(word[0]!, [form(word.slice(1))]);
  }
  return [...groups].map(([first, group]) => `${escape(first)}(?:${group.join('|')})`).join('|');
};
/** A keyword in an address: its words run together or joined by a hyphen or dot ("boi365", "boi-365", "revenue-ie"). */
const inAddress = (word: string) =>
  word
    .split(/[\s.-]+/)
    .map(escape)
    .join('[-.]?');

/** Words glued to a brand's name in phishing addresses ("paypalsecure", "amazonrefunds", "chaseonline2"), plurals too. */
const GLUED_WORDS =
  '(?:(?:secure|security|login|logon|signin|verify|verification|validate|confirm|support|help|helpdesk|service|care|' +
  'account|update|billing|bill|pay|payment|alert|online|center|centre|id|auth|bank|banking|card|refund|rebate|reward|' +
  'prize|gift|track|tracking|delivery|parcel|post|toll|fee|customer|unlock|recovery|restore|member|access|portal|web|' +
  'app|info|notice|claim|wallet|check|team|official|uk|us|au|ca)s?)+\\d*';

/** Prepares the brands data for matching. */
export function indexBrands(brands: readonly Brand[]): BrandIndex {
  const named = new Map<string, Brand>();
  const keywords: string[] = [];
  for (const brand of brands) {
    for (const word of (brand.keywords ?? [brand.name]).map((keyword) => keyword.toLowerCase())) {
      if (!named.has(keyOf(word))) named.set(keyOf(word), brand);
      keywords.push(word);
    }
  }
  const textWords = alternation(keywords).replace(/ /g, '[\\s-]?');
  // In a link, a name of five or more letters also counts at the start of a longer word when the rest is one of the
  // words scammers glue on ("paypalsecure", "chaseonline"), but never inside or at the end of one ("chase" in
  // "purchase") nor before an unrelated word ("starlingtech", "applecore").
  const loose = alternation(
    keywords.filter((word) => keyOf(word).length >= 5),
    inAddress,
  );
  const glued = `(?:${GLUED_WORDS})?(?![a-z0-9])`;
  const strict = alternation(
    keywords.filter((word) => keyOf(word).length < 5),
    inAddress,
  );
  const byName = new Map<string, Brand>();
  const official = new Map<string, Brand>();
  for (const brand of brands) {
    const name = keyOf(brand.name.toLowerCase());
    if (!byName.has(name)) byName.set(name, brand);
    for (const domain of brand.domains) if (!official.has(domain)) official.set(domain, brand);
  }
  return {
    brands: brands.map((brand) => {
      const owners = brand.domains.map(ownerLabel);
      return { brand, owners, labels: [...new Set(owners.map(skeleton))] };
    }),
    official,
    inText: new RegExp(`(?<![a-z0-9])(?:${textWords})(?![a-z0-9])`, 'g'),
    inLink: new RegExp(`(?<![a-z0-9])(?:${loose ? `(${loose})${glued}|` : ''}(${strict || '(?!)'})(?![a-z0-9]))`, 'g'),
    named,
    byName,
    namedInMessage: new WeakMap(),
  };
}

/** The brand whose name, and nothing else, `name` is ("Discord", "O2"), if any. */
export const brandCalled = (index: BrandIndex, name: string): Brand | undefined =>
  index.byName.get(keyOf(name.trim().toLowerCase()));

/** Whether `host` is `domain` or one of its subdomains. */
const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The brand whose official domain `host` is (or is under), if any: the host, then each of its parent domains. */
export function isOfficial(index: BrandIndex, host: string): Brand | undefined {
  for (let rest = host; ; rest = rest.slice(rest.indexOf('.') + 1)) {
    const brand = index.official.get(rest);
    if (brand) return brand;
    if (!rest.includes('.')) return undefined;
  }
}

/** Endings that only governments can register under: .gov, gov.uk, gc.ca, govt.nz, gouv.fr, gob.mx, .mil … */
const GOVERNMENT_SUFFIX = /(?:^|\.)(?:gov|govt|gouv|gob|gc|mil)(?:\.|$)/;

/** "gov" as a word of an address: "irs-gov.info", "lta-gov-sg.erp-pay.top". */
const GOV_WORD = /(?:^|[.-])gov(?:t)?(?:[.-]|$)/;

/** Whether `host` is on an ending only a government can register under ("login.gov", "lta.gov.sg"). */
export function isGovernment(host: string): boolean {
  return GOVERNMENT_SUFFIX.test(getPublicSuffix(host) ?? '');
}

/** Whether `host` dresses up as a government address on an ending that is not a government one ("irs-gov.info"). */
export function posesAsGovernment(host: string): boolean {
  const suffix = getPublicSuffix(host) ?? '';
  return !GOVERNMENT_SUFFIX.test(suffix) && GOV_WORD.test(host.slice(0, host.length - suffix.length - 1));
}

/** Whether `host` is one of `brand`'s hosts where anyone can publish (a wa.me chat, a paypal.me page). */
export function isUserContent(brand: Brand, host: string): boolean {
  return brand.userContent?.some((entry) => isUnder(host, entry)) ?? false;
}

/** Cheap endings that linkify-it does not know either: links.ts reads a bare "usps-tolls.top" as a link with them. */
export const CHEAP_ENDINGS =
  'top xyz icu cfd sbs cyou bond buzz click link online site shop store live vip club rest monster lol quest win bid ' +
  'loan work party trade date racing men cam tk ml ga cf gq pw su support help services service center email info ' +
  'pro mobi one asia fun life today world';
/**
 * Top-level domains that cost next to nothing and carry most phishing (Interisle and Spamhaus reports): a brand's
 * exact name on one of these is a look-alike, while on any other ending it may well be the same organisation
 * abroad or a namesake (nationwide.com, halifax.ca), which is not a red flag on its own.
 */
const CHEAP_TLDS = new Set(
  `${CHEAP_ENDINGS} biz digital network zone tech space website host ink mom beauty hair skin autos boats homes motorcycles yachts makeup baby llc`.split(
    ' ',
  ),
);

/** The part of a domain after its owner label: "co.uk" for halifax.co.uk. */
const suffixOf = (domain: string) => domain.slice(domain.indexOf('.') + 1);

/**
 * Words that dress an address up as a company's or a government's service: "slack-workspace-login.com",
 * "w2-employee-portal.com", "dpw-gov-za.org", "state-toll-services.com". gov, govt, refund, payout and toll came from
 * blind probe sets 92 and 93: in every set at hand they added a flag to 21 scams and no genuine message. Not "pay"
 * ("pay-pal-partners" is PayPal's name split, left to the claimed-sender rule) nor "redelivery" (a courier's name comes
 * with it, and the off-brand link rule says whose site it is not).
 */
const SERVICE_WORD =
  /^(?:login|signin|secure|verify|verification|validate|portal|auth|alerts?|notify|notifications?|billing|update|resolution|confirm|helpdesk|webmail|payslips?|esign|gov|govt|refunds?|payout|tolls?)$/;

/**
 * A word that starts or ends with a service word ("sellerportal", "w2portal", "billingcenter", "taxrefund"). In every set
 * at hand such words in hyphenated names came with 7 scams and no genuine message. Not "secure", which names security
 * firms ("securetech").
 */
const SERVICE_COMPOUND =
  /^(?:(portal|login|signin|verify|billing|webmail|helpdesk|refund)[a-z0-9]+|[a-z0-9]+(portal|login|signin|verify|billing|webmail|helpdesk|refunds?))$/;

/**
 * The service word of a host whose registrable domain's own name is hyphenated words, one of them such a word
 * ("vm-notify-center.com": "notify"). Companies send mail and links from their own domain and its subdomains
 * (alerts.comcast.net), not from a name made up to sound like one of their services: in the hand-written and probe sets
 * such sender addresses came with 85 scams and no genuine message, and such links with 181 scams and 1 genuine message
 * (a 2002 newsletter's news-portal.com). Undefined for any other host.
 */
export function madeUpServiceWord(host: string): string | undefined {
  const words = (getDomain(host) ?? host).split('.')[0]!.split('-');
  if (words.length < 2) return undefined;
  for (const word of words) {
    if (SERVICE_WORD.test(word)) return word;
    const inside = SERVICE_COMPOUND.exec(word)?.slice(1).find(Boolean);
    if (inside) return inside;
  }
  return undefined;
}

/** Whether `domain` is on a cheap ending that scams favour (.top, .xyz, .info …). */
export function onCheapEnding(domain: string): boolean {
  const suffix = suffixOf(domain);
  return CHEAP_TLDS.has(suffix.slice(suffix.lastIndexOf('.') + 1));
}

/**
 * A brand's exact name on another ending: a look-alike only on a cheap ending or one a typo away from the brand's own
 * ("paypal.co", "amazon.cm"). Two country endings are not a typo of each other: amazon.ae is Amazon's in the Emirates,
 * not a misspelt amazon.de.
 */
function suspiciousSuffix(brand: Brand, domain: string): boolean {
  const suffix = suffixOf(domain);
  if (onCheapEnding(domain)) return true;
  return brand.domains.some((official) => {
    const own = suffixOf(official);
    return withinOneEdit(suffix, own) && !(suffix.length === 2 && own.length === 2);
  });
}

/** Whether `name` spells `official` (both folded), or is one edit from it when both have six letters or more. */
const spells = (name: string, official: string) =>
  name === official || (official.length >= 6 && name.length >= 6 && withinOneEdit(name, official));

/**
 * Whether one of `names` spells `official`; whether the lists share a word. Functions of their own, not closures in
 * lookalikeOf's loops: a closure over a loop's variable costs an allocation on every turn, taken or not (18 KB a link).
 */
const spellsAny = (names: readonly string[], official: string) => names.some((name) => spells(name, official));
const sharesAny = (some: readonly string[], others: readonly string[]) => some.some((word) => others.includes(word));

/** The brand that the registrable domain `domain` imitates by spelling, if any (it is not that brand's). */
export function lookalikeOf(index: BrandIndex, domain: string, disguised: boolean): Brand | undefined {
  const label = ownerLabel(domain);
  const folded = skeleton(label);
  // A misspelt name with a word beside it: "dlscord-gift", "paypa1-secure" (each part, when the label has a hyphen).
  const words = label.split('-');
  const parts = words.length > 1 ? words.map(skeleton) : [];
  // Only a name within one letter of the address's length, or of a part's, can be spelt by it (spells): every link
  // meets the brands' 450-odd names, and this skips most of them at once.
  const near: boolean[] = [];
  for (const { length } of [folded, ...parts]) near[length - 1] = near[length] = near[length + 1] = true;
  // Not the brand's own name as written ("paypal-secure"), nor any brand's ("correios-rastreio" is Brazil's Correios,
  // not Spain's Correos misspelt): that is its name on someone else's domain (links.ts).
  const partsMayMisspell = parts.length > 0 && !words.some((word) => index.named.has(word));
  // Counted loops: for…of here took an allocation a turn (28 KB a link), which the garbage collector then had to clear.
  for (let b = 0; b < index.brands.length; b++) {
    const { brand, owners, labels } = index.brands[b]!;
    for (let l = 0; l < labels.length; l++) {
      const official = labels[l]!;
      if (official.length < 4 || !near[official.length]) continue;
      if (partsMayMisspell && spellsAny(parts, official) && !sharesAny(words, owners)) return brand;
      if (
        folded === official &&
        // Spelled with swapped characters ("paypa1"), or the brand's own spelling on a cheap or typo ending; the own
        // spelling is compared as written, since some brands' names fold too ("klarna" reads as "klama").
        (!owners.includes(label) || disguised || (!brand.domains.includes(domain) && suspiciousSuffix(brand, domain)))
      )
        return brand;
      if (folded !== official && spells(folded, official)) return brand;
    }
  }
  return undefined;
}

/**
 * Hosts where anyone can publish a site under their own name (the public-suffix list's private section, which the
 * checker does not ship): a brand's name there is someone's page, not the brand's.
 */
const FREE_HOSTING = /\.(?:weebly|wixsite|web|pages|github|netlify|vercel|firebaseapp|blogspot)\.(?:com|io|app|dev)$/;

/**
 * The brand whose domain name is a whole part of the host's subdomain ("discord.gift-redeem.xyz",
 * "outlook-edu-upgrade.weebly.com"), on a domain that is no company's own: a cheap ending or a free host (not any other:
 * "outlook.uni-hamburg.de" may well be a university's own mail). Names of five letters or more, so "my" or "live" do not
 * count.
 */
export function ownerNamedOnFreeSite(index: BrandIndex, host: string, domain: string): Brand | undefined {
  if (!onCheapEnding(domain) && !FREE_HOSTING.test(`.${host}`)) return undefined;
  const words = host
    .slice(0, Math.max(0, host.length - domain.length - 1))
    .split(/[.-]/)
    .filter((word) => word.length >= 5);
  return index.brands.find(({ owners }) => owners.some((owner) => words.includes(owner)))?.brand;
}

/**
 * The brand whose official domain is written whole in the subdomain `sub`, its dots and all ("youtu.be.watch-clip.me",
 * "x.com.verify-login.top"): an address made to start like the brand's own.
 */
export function officialDomainIn(index: BrandIndex, sub: string): Brand | undefined {
  const labels = sub.split('.');
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 2; j <= labels.length; j++) {
      const brand = index.official.get(labels.slice(i, j).join('.'));
      if (brand) return brand;
    }
  return undefined;
}

/** The brand whose exact name `domain` is, on an ending that is not a cheap or typo one (nationwide.com for Nationwide). */
export function namesakeOf(index: BrandIndex, domain: string): Brand | undefined {
  const label = ownerLabel(domain);
  return index.brands.find(({ brand, owners }) => owners.includes(label) && !suspiciousSuffix(brand, domain))?.brand;
}

/**
 * A Latin letter with an accent (ü, é, ñ …): a word written with one is another language's, not the name of a brand
 * written without ("über" is not Uber; "Itaú" is Itaú). Look-alikes from other alphabets (Cyrillic "а") still fold.
 */
const ACCENTED_LATIN = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f]/;

/**
 * A company's name and a colon at the very start, the way companies sign their texts ("Nationwide: a new payee was
 * added", "O2: …"): a claim to be that company even where its name alone is an everyday word, and so no keyword.
 */
const OPENER = /^\W{0,3}([a-z0-9][a-z0-9&' .-]{0,28}?) ?:(?!\/\/)/;

/**
 * Brands named in `text` (lower case, or a message's normalised text), each with its first mention; `inLink` for link
 * addresses. A message's text also names the company it opens with (OPENER).
 */
export function brandsNamedIn(index: BrandIndex, text: string | Normalised, inLink = false): readonly NamedBrand[] {
  const normalised = typeof text === 'string' ? undefined : text;
  const known = normalised && !inLink ? index.namedInMessage.get(normalised) : undefined;
  if (known) return known;
  const plain = normalised?.text ?? (text as string);
  const found = new Map<Brand, NamedBrand>();
  const opener = normalised ? OPENER.exec(plain) : null;
  const opens = opener && brandCalled(index, opener[1]!);
  if (opens) {
    const start = opener[0].indexOf(opener[1]!);
    found.set(opens, { brand: opens, start, end: start + opener[1]!.length });
  }
  forEachMatch(inLink ? index.inLink : index.inText, plain, (match) => {
    // In a link the name is the first group that matched ("paypal" of "paypalsecure"); the mark covers the whole word.
    const brand = index.named.get(keyOf(match[1] ?? match[2] ?? match[0]));
    const end = match.index + match[0].length;
    if (!brand || (!inLink && mentionedOnly(brand, plain, match.index, end))) return;
    if (
      normalised &&
      !ACCENTED_LATIN.test(brand.name) &&
      ACCENTED_LATIN.test(normalised.original.slice(...toOriginal(normalised, match.index, end)))
    )
      return;
    if (!found.has(brand)) found.set(brand, { brand, start: match.index, end });
  });
  const named = [...found.values()];
  if (normalised && !inLink) index.namedInMessage.set(normalised, named);
  return named;
}
