/**
 * Step 3: the red flags in the words. The text rules and their patterns are in text-rules.ts; here they run, with what
 * explains them away (a code delivery, a bank's YES/NO alert), the rules that need the brands or the original capitals,
 * and links that are not the named company's own (the sender check is in sender-rules.ts). Their words for visitors
 * live in src/content/checker/red-flags.yaml; their tests in tests/unit/checker.
 */
import type { RedFlagId } from '../../schemas/checker';
import { type BrandIndex, brandsNamedIn, namesakeOf } from './brands.ts';
import { fromBrand, type LinkReport } from './links.ts';
import { type Normalised, toOriginal } from './normalise.ts';
import { CLAIM_WITHIN } from './sender-rules.ts';
import { TEXT_RULES } from './text-rules.ts';
import { MONEY, MONEY_MOVED, NEVER_ASKS, PHONE_NUMBER } from './text-patterns.ts';
import type { Finding } from './types.ts';

/** Genuine messages say these; scams almost never do (a code delivery that warns "never share this code"). */
export const GENUINE_SIGNS: RegExp[] = [
  /\b(?:code|passcode|pin|password)\b[^]{0,120}\b(?:never|do not|don'?t)\s+(?:share|give|tell|forward|disclose)\b/,
  /\b(?:never|do not|don'?t)\s+(?:share|give|tell|forward|disclose)\b[^.!?\n]{0,30}\b(?:code|passcode|pin|password)\b/,
  /\b(?:will|would) never (?:ask|call|contact|text)\b|\b(?:no one|nobody) from [a-z ]{2,30} will (?:ever )?ask\b/,
];

/** A code given to the reader: "your code is 482913", "482 913 is your PayPal code", "code: G-884213". */
const CODE_DELIVERY =
  /\b(?:code|otp|passcode|pin)\b(?: is| was|:)*\s*(?:[a-z]{1,2}-)?\d[\d -]{2,8}\d\b|\b\d[\d -]{2,8}\d (?:is|was) your\b|\buse (?:code )?\d{4,8}\b/;

/**
 * A code for the driver at the door: "Share OTP 5219 with the delivery agent only", "with the Delhivery agent at your
 * doorstep", "only at the time of delivery", "only after receiving the item". Read only when the message gives the code.
 */
const HANDOVER =
  /\b(?:share|give|show|tell|read)\b[^.!?\n]{0,40}\b(?:(?:delivery|ekart|delhivery) (?:agent|associate|executive|partner|driver|person|boy)|driver|courier|rider|wishmaster|(?:at|on) (?:the )?(?:time of )?delivery|at (?:your|the) door(?:step)?|after (?:receiving|you receive))\b|\b(?:with|to) the (?:agent|associate|executive)\b[^.!?\n]{0,30}\bdelivery\b/;

/**
 * "If you did not try to sign in, you do not need to do anything", "if this wasn't you, ignore this email": a code or a
 * login notice that asks for nothing ("if you have already paid, ignore this", the toll scams' line, is not it).
 */
const NO_ACTION_NEEDED =
  /\bif (?:you did(?:n'?t| not)|this (?:was|is|wasn'?t) you|it (?:was|wasn'?t) you)\b[^.!?\n]{0,60}?\b(?:(?:do not|don'?t) need to (?:do anything|take any action)|no (?:further )?action is (?:needed|required)|(?:safely )?(?:ignore|disregard) (?:this|it))\b/;

/** A win that asks for nothing: "it's been loaded to your Clubcard, nothing more to do", "you don't need to do anything to claim". */
const NOTHING_TO_DO =
  /\b(?:nothing (?:more|else|further) (?:to do|is needed|is required)|(?:no need|(?:you )?(?:don'?t|do not) need) to do anything|no (?:further )?action (?:is )?(?:needed|required))\b/;

/** What a win that wants something asks you to do: "claim at …", "confirm", "reply", "pay the delivery fee". */
const PRIZE_STEP =
  /\b(?:click|tap|visit|confirm|verify|reply|call|pay|log ?in|sign ?in|enter|claim (?:it |your \w+ |the \w+ )?(?:at|here|now|via|on|by|before|within))\b/;

/** A bank's fraud alert asks for nothing but a YES or NO reply about a payment ("Reply YES or NO", "Reply Y … or N …"). */
const YES_NO_REPLY = /\breply\b(?:[^.!?\n]|\.(?=\d)){0,40}\b(?:yes|y)\b(?:[^.!?\n]|\.(?=\d)){0,80}\b(?:no|n)\b/;
/** Or sends you to the number you already have, never to one in the message: "call the number on the back of your card". */
const CARD_NUMBER = /\bnumber on the back of your (?:debit |credit |bank )?card\b/;

/**
 * A notice of money that has already moved: "Your mortgage payment of £845.00 has been taken", "We received your payment
 * of $96.40", "You've received £20.00 from Alex", "Acct XX821 credited with Rs 45,000.00". Banks send these by the million;
 * they ask for nothing.
 */
const TRANSACTION_NOTICE = new RegExp(
  String.raw`${MONEY}(?:[^.!?\n]|\.(?=\d)){0,60}?\b(?:(?:has|have) been|was|were|is now|has) ${MONEY_MOVED}\b|\b(?:we|you)(?:'ve| have)? (?:just )?${MONEY_MOVED}\b[^.!?\n]{0,40}?${MONEY}|(?<!\bwill (?:be )?)\b(?:credited|debited) (?:with|by) ${MONEY}`,
);
/** Transaction notices are texts and app alerts; long e-mails that say "you've made $…" are mostly sales pitches. */
const NOTICE_LENGTH = 320;
/** What a notice that only informs never says: a step to take before the money is yours. */
const NOTICE_REQUEST =
  /\b(?:to (?:accept|receive|claim|release|unlock|collect|redeem|get) (?:it|them|this|the|your|these)|claim|redeem|reply with|send (?:us|me)|click|tap)\b/;
/** A number to call or text anywhere in the message. */
const HAS_PHONE_NUMBER = new RegExp(PHONE_NUMBER);

/** What a genuine alert says that sounds like pressure: a card held or blocked until you answer, "reply now". */
const ALERT_WORDING: ReadonlySet<RedFlagId> = new Set(['threat', 'urgency']);

/** What a company says about its own business, which its genuine messages raise too: its name, a deadline, a consequence, a prize. */
const OWN_WORDING: ReadonlySet<RedFlagId> = new Set(['impersonation', 'threat', 'urgency', 'prize-refund']);
/** Whether `findings` are only such words. */
const onlyOwnWording = (findings: readonly Finding[]) => findings.every((finding) => OWN_WORDING.has(finding.id));

/** Flags that no genuine code delivery or fraud alert raises: with any of these, nothing is explained away. */
const ALWAYS_SUSPICIOUS =
  /^(?:link-(?!shortener)|code-request|details-request|payment-method|remote-access|invoice-callback|sextortion|new-number|family-emergency|secrecy|prize-refund|job-task|investment-return|pay-unseen|is-this-you|reported-account|off-platform|boss-favour|sender-lookalike)/;

/**
 * Signs of a genuine message, and the findings they explain away:
 * - a code delivered to the reader with a warning never to share it, or to show it only to the driver at the door: its
 *   "share this code" is not a request;
 * - a bank's fraud alert that asks only for a YES or NO reply or a call to the number on the card, with no other
 *   request, no suspicious link and a sender that fits: its "your card will be blocked" is what real banks do, not a
 *   threat;
 * - a short notice of money that has already moved which asks for nothing: no sign but the company's name, no number
 *   to call and no link but the company's own (a scam's "payment received, call us if it wasn't you" has a number);
 * - a code or login notice that says there is nothing to do if it was not you, with the same conditions;
 * - a win that says there is nothing to do and asks for no step (no link to claim at, no reply, no number to call).
 */
export function genuineContext(
  normalised: Normalised,
  findings: readonly Finding[],
  links: readonly LinkReport[],
): { genuineSign: boolean; findings: Finding[] } {
  const text = normalised.text;
  const delivered = CODE_DELIVERY.test(text);
  const warned = GENUINE_SIGNS.some((pattern) => pattern.test(text)) || (delivered && HANDOVER.test(text));
  let kept = [...findings];
  if (warned && delivered) kept = kept.filter((finding) => finding.id !== 'code-request');
  // Not from an ordinary mobile number or free mail: banks send these alerts from short codes and their own names.
  const alert =
    (YES_NO_REPLY.test(text) || CARD_NUMBER.test(text)) &&
    !kept.some((finding) => ALWAYS_SUSPICIOUS.test(finding.id) || finding.id === 'sender-mismatch');
  if (alert) kept = kept.filter((finding) => !ALERT_WORDING.has(finding.id));
  const asksNothing =
    !HAS_PHONE_NUMBER.test(text) && links.every(fromBrand) && kept.every((finding) => finding.id === 'impersonation');
  const notice =
    asksNothing && text.length <= NOTICE_LENGTH && TRANSACTION_NOTICE.test(text) && !NOTICE_REQUEST.test(text);
  const noActionNeeded = asksNothing && NO_ACTION_NEEDED.test(text);
  // A prize that says it needs nothing from you and asks for no step: no number to call, no link that raised a flag,
  // nothing but a company's words.
  const prizeNeedsNothing =
    kept.some((finding) => finding.id === 'prize-refund') &&
    onlyOwnWording(kept) &&
    !HAS_PHONE_NUMBER.test(text) &&
    NOTHING_TO_DO.test(text) &&
    !PRIZE_STEP.test(text);
  if (prizeNeedsNothing) kept = kept.filter((finding) => finding.id !== 'prize-refund');
  return { genuineSign: warned || alert || notice || noActionNeeded || prizeNeedsNothing, findings: kept };
}

/**
 * Whether following the message can only lead to the company it names: no flag beyond the words a company uses about its
 * own business (no code or details asked for, no sender that does not fit), every link the company's own (not a page
 * anyone can publish on), and either the company's own e-mail address as the sender, or, in a text message, where the
 * link shown is the link followed, at least one such link and no number to call. "Customs charges of €7.82 are due: pay
 * at anpost.com/fees": whoever sent it, following it leads only to An Post.
 */
export function leadsOnlyToCompany(
  normalised: Normalised,
  findings: readonly Finding[],
  links: readonly LinkReport[],
  {
    officialSender,
    short,
    ownLink = fromBrand,
  }: { officialSender: boolean; short: boolean; ownLink?: (link: LinkReport) => boolean },
): boolean {
  if (!onlyOwnWording(findings) || !links.every(ownLink)) return false;
  return officialSender || (short && links.length > 0 && !HAS_PHONE_NUMBER.test(normalised.text));
}

/** How much text before a match NEVER_ASKS and a rule's `unlessBefore` read ("we will never ask you to pay a fee with gift cards"). */
const UNLESS_BEFORE_WINDOW = 100;

/** Runs the text rules over `normalised`; each finding is in original offsets. */
export function findTextFlags(normalised: Normalised): Finding[] {
  const findings: Finding[] = [];
  for (const rule of TEXT_RULES) {
    if (rule.onlyWith && !rule.onlyWith.test(normalised.text)) continue;
    for (const pattern of rule.patterns) {
      for (const match of normalised.text.matchAll(pattern)) {
        const before = normalised.text.slice(Math.max(0, match.index - UNLESS_BEFORE_WINDOW), match.index);
        if (NEVER_ASKS.test(before) || rule.unlessBefore?.test(before)) continue;
        const [start, end] = toOriginal(normalised, match.index, match.index + match[0].length);
        findings.push({ id: rule.id, reason: rule.reason, start, end });
      }
    }
  }
  return findings;
}

/** The organisation a message claims to come from: a brand from the data, or a kind of authority. */
const AUTHORITY =
  /\b(?:tax (?:office|department|authority|agency|refund)|revenue (?:service|agency|office|department)|customs|border (?:force|patrol)|department of [a-z]+|federal|fbi|sheriff'?s? (?:office|department)|police department|post office|postal service|toll (?:authority|agency|services?|road)|dmv|bank'?s? (?:security|fraud) (?:team|department)|fraud (?:team|department|prevention)|security (?:team|department)|tech(?:nical)? support|customer (?:care|service|support) (?:team|department)|(?:this is|message from|calling from|call from|alert from) your bank(?! account))\b/;

/** "Is this Anna?": a stranger's opener that starts a conversation as if by mistake. */
const WRONG_NUMBER = [
  /^\W*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening))\b[\s,!.]*)?(?:[Ii]s this|[Aa]re you|[Aa]m I (?:speaking|talking) (?:to|with)) (?:(?:[Mm]r|[Mm]rs|[Mm]s|[Mm]iss|[Dd]r)\.? )?[A-Z][a-z]+\b/g,
  // Not a reply that says the reader erred ("I think u have the wrong number"): that is what the reader would send.
  /\b(?:(?<!\b(?:you|u)(?:'ve| have| got| has)?(?: got)? (?:the |a )?)wrong (?:number|person)|texted the wrong|(?:sorry|apologies),? who is this|sorry to (?:bother|disturb) you,? (?:is this|are you))\b/gi,
  // "My assistant gave me this number for the dinner but seems it's wrong".
  /\b(?:gave|sent|given) me (?:this|your) number\b[^\n]{0,60}?\bwrong\b/gi,
];

/** Impersonation and wrong-number openers: rules that need the brands or the original capitals. */
export function findContextFlags(normalised: Normalised, brands: BrandIndex): Finding[] {
  const findings: Finding[] = [];
  const named = brandsNamedIn(brands, normalised.text)[0];
  const authority = AUTHORITY.exec(normalised.text);
  const claim =
    named ??
    (authority ? { start: authority.index, end: authority.index + authority[0].length, brand: undefined } : undefined);
  if (claim) {
    const [start, end] = toOriginal(normalised, claim.start, claim.end);
    const who = claim.brand?.name ?? normalised.original.slice(start, end);
    findings.push({ id: 'impersonation', reason: `Says it is from ${who}`, start, end });
  }
  for (const pattern of WRONG_NUMBER) {
    for (const match of normalised.original.matchAll(pattern)) {
      findings.push({
        id: 'wrong-number',
        reason: 'A stranger starting a chat "by mistake"',
        start: match.index,
        end: match.index + match[0].length,
      });
    }
  }
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
  const claim = brandsNamedIn(brands, normalised.text)[0];
  if (!claim || claim.start > CLAIM_WITHIN) return [];
  const { brand } = claim;
  return links
    .filter(
      (link) =>
        !link.officialFor &&
        !link.imitates &&
        !link.ip &&
        !link.shortener &&
        link.domain !== senderDomain &&
        // The brand's own name on another ending (tesco.ie for Tesco): likely its own site in another country.
        namesakeOf(brands, link.domain) !== brand &&
        // A very short address (py.pl, wf.com) is how companies shorten their own links; scammers' addresses spell
        // out a story (rm-redelivery-uk.info), and the brands data cannot list every company's short domain.
        link.domain.split('.')[0]!.length > SHORT_DOMAIN,
    )
    .map((link) => ({
      id: 'link-off-brand' as const,
      reason: `It says it is from ${brand.name}, but this link goes to ${link.domain}, not to ${brand.domains[0]}.`,
      start: link.start,
      end: link.end,
    }));
}
