/**
 * Step 3: the red flags in the words. The text rules and their patterns are in text-rules.ts; here they run, with the
 * rules that need the brands or the original capitals, and links that are not the named company's own (the sender check
 * is in sender-rules.ts; what explains flags away, in genuine-signs.ts). Their words for visitors live in
 * src/content/checker/red-flags.yaml; their tests in tests/unit/checker.
 */
import { type BrandIndex, brandsNamedIn, namesakeOf } from './brands.ts';
import type { LinkReport } from './links.ts';
import { forEachMatch } from './matches.ts';
import { type Normalised, toOriginal } from './normalise.ts';
import { CLAIM_WITHIN } from './sender-rules.ts';
import { TEXT_RULES } from './text-rules.ts';
import { DESCRIBES_SCAMS, NEVER_ASKS, NEVER_LIST } from './text-patterns.ts';
import type { Finding } from './types.ts';

/** How much text before a match NEVER_ASKS and a rule's `unlessBefore` read ("we will never ask you to pay a fee with gift cards"). */
const UNLESS_BEFORE_WINDOW = 100;
/** How much text before a match NEVER_LIST reads: a short list of what a bank will never do. */
const NEVER_LIST_WINDOW = 500;

/** Runs the text rules over `normalised`; each finding is in original offsets. */
export function findTextFlags(normalised: Normalised): Finding[] {
  const findings: Finding[] = [];
  for (const rule of TEXT_RULES) {
    if (rule.onlyWith && !rule.onlyWith.test(normalised.text)) continue;
    if (rule.unlessWith?.test(normalised.text)) continue;
    for (const pattern of rule.patterns) {
      forEachMatch(pattern, normalised.text, (match) => {
        const before = normalised.text.slice(Math.max(0, match.index - UNLESS_BEFORE_WINDOW), match.index);
        if (NEVER_ASKS.test(before) || DESCRIBES_SCAMS.test(before) || rule.unlessBefore?.test(before)) return;
        if (NEVER_LIST.test(normalised.text.slice(Math.max(0, match.index - NEVER_LIST_WINDOW), match.index))) return;
        const [start, end] = toOriginal(normalised, match.index, match.index + match[0].length);
        findings.push({ id: rule.id, start, end });
      });
    }
  }
  return findings;
}

/** The organisation a message claims to come from: a brand from the data, or a kind of authority. */
const AUTHORITY =
  /\b(?:tax (?:office|department|authority|agency|refund)|revenue (?:service|agency|office|department)|customs|border (?:force|patrol)|department of [a-z]+|federal|fbi|(?:county )?sheriff\b(?:'?s? (?:office|department))?|police department|post office|postal service|toll (?:authority|agency|services?|road)|dmv|bank'?s? (?:security|fraud) (?:team|department)|fraud (?:team|department|prevention)|security (?:team|department)|tech(?:nical)? support|customer (?:care|service|support) (?:team|department)|(?:this is|message from|calling from|call from|alert from) your bank(?! account))\b/;

/** "Is this Anna?": a stranger's opener that starts a conversation as if by mistake. */
const WRONG_NUMBER = [
  /^\W*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Ss]orry|[Gg]ood (?:morning|afternoon|evening))\b[\s,!.]*)?(?:[Ii]s this|[Aa]re you|[Aa]m I (?:speaking|talking) (?:to|with)) (?:(?:[Mm]r|[Mm]rs|[Mm]s|[Mm]iss|[Dd]r)\.? )?[A-Z][a-z]+\b/g,
  // Not a reply that says the reader erred ("I think u have the wrong number"): that is what the reader would send.
  /\b(?:(?<!\b(?:you|u)(?:'ve| have| got| has)?(?: got)? (?:the |a )?)wrong (?:number|person|e-?mail)|texted the wrong|(?:sorry|apologies),? who is this|sorry to (?:bother|disturb) you[,.]? (?:is this|are you))\b/gi,
  // "My assistant gave me this number for the dinner but seems it's wrong", "my assistant gave me your number to discuss".
  // "Is this still Mike's number?", "hi is this still your number? long time no chat".
  /\bis (?:this|that) still (?:your|[a-z]+'s) number\b/gi,
  /\b(?:gave|sent|given) me (?:this|your) number\b[^\n]{0,60}?\bwrong\b|\bfound your number in my (?:contacts|phone)\b|\bmy (?:assistant|secretary) (?:gave|sent|passed) me (?:this|your) number\b/gi,
];

/** Impersonation and wrong-number openers: rules that need the brands or the original capitals. */
export function findContextFlags(normalised: Normalised, brands: BrandIndex): Finding[] {
  const findings: Finding[] = [];
  const named = brandsNamedIn(brands, normalised)[0];
  const authority = AUTHORITY.exec(normalised.text);
  const claim =
    named ??
    (authority ? { start: authority.index, end: authority.index + authority[0].length, brand: undefined } : undefined);
  if (claim) {
    const [start, end] = toOriginal(normalised, claim.start, claim.end);
    const who = claim.brand?.name ?? normalised.original.slice(start, end);
    findings.push({ id: 'impersonation', start, end, brand: who });
  }
  for (const pattern of WRONG_NUMBER)
    forEachMatch(pattern, normalised.original, (match) =>
      findings.push({ id: 'wrong-number', start: match.index, end: match.index + match[0].length }),
    );
  return findings;
}

/**
 * The longest text or chat message; longer ones are e-mails. The off-brand link rule reads only these: newsletters and
 * mailing lists name companies in their opening lines and link to many other sites (on the training split's e-mails
 * the rule fired on more genuine messages than scams); a company's own text links to its own site.
 */
export const SHORT_MESSAGE = 320;
/** The longest owner label (the "py" of py.pl) that reads as a company's own short-link domain. */
const SHORT_DOMAIN = 4;

/**
 * A merchant as a card alert names it, in capitals after "at" (or French "chez", German "bei"): "did you spend $742.18
 * at AIRCANADA.COM?", "un achat de 245,60 $ chez SIMONS.CA".
 */
const namedAsMerchant = (original: string, { start, end }: LinkReport) =>
  /^[^a-z]+$/.test(original.slice(start, end)) &&
  / (?:at|chez|bei) $/i.test(original.slice(Math.max(0, start - 6), start));

/**
 * Links that are not the company's own, in a message that opens by naming a company ("Royal Mail: pay the fee at
 * rm-redelivery.info"). Not a link already flagged for imitating a brand, a shortener, a bare address, or any
 * brand's official website ("Your Amazon parcel is with UPS: ups.com/track").
 */
export function findOffBrandLinks(
  normalised: Normalised,
  brands: BrandIndex,
  links: readonly LinkReport[],
  /** The domain of an e-mail sender that names itself (sender-rules.ts, selfNamedDomain): its links are its own. */
  senderDomain?: string,
): Finding[] {
  if (normalised.text.length > SHORT_MESSAGE) return [];
  const claim = brandsNamedIn(brands, normalised)[0];
  if (!claim || claim.start > CLAIM_WITHIN) return [];
  const { brand } = claim;
  return links
    .filter(
      (link) =>
        !link.officialFor &&
        !link.imitates &&
        !link.ip &&
        !link.shortener &&
        // A made-up name has its own red flag (link-made-up).
        !link.madeUp &&
        link.domain !== senderDomain &&
        // A brand's own name on another ending (tesco.ie for Tesco, "from Amazon.ae" in Aramex's text): likely its own site.
        !namesakeOf(brands, link.domain) &&
        // A very short address (py.pl, wf.com) is how companies shorten their own links; scammers' addresses spell
        // out a story (rm-redelivery-uk.info), and the brands data cannot list every company's short domain.
        link.domain.split('.')[0]!.length > SHORT_DOMAIN &&
        !namedAsMerchant(normalised.original, link),
    )
    .map((link) => ({
      id: 'link-off-brand' as const,
      brand: brand.name,
      official: brand.domains[0],
      domain: link.domain,
      start: link.start,
      end: link.end,
    }));
}
