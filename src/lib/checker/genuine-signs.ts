/**
 * What explains red flags away: the signs of a genuine message (a code delivery that warns "never share this code", a
 * bank's YES/NO alert, a notice of money that has already moved, a win that needs nothing), and a message whose every way
 * onward leads only to the company it names. rules.ts finds the flags; verdict.ts weighs both.
 */
import type { RedFlagId } from '../../schemas/checker';
import { fromBrand, type LinkReport } from './links.ts';
import { forEachMatch } from './matches.ts';
import { type Normalised, toOriginal } from './normalise.ts';
import { MONEY, MONEY_MOVED, PHONE_NUMBER } from './text-patterns.ts';
import type { Finding } from './types.ts';

/**
 * The start of a company's "will never ask": "The CRA will never", "nobody from Monzo will ever". Not a person's "I would
 * never ask" (a romance scammer's line).
 */
const NEVER_OPENING = String.raw`(?<!\bi )\b(?:(?:will|would) never |(?:no one|nobody) from [a-z ]{2,30} will (?:ever )?)`;

/** Genuine messages say these; scams almost never do (a code delivery that warns "never share this code"). */
export const GENUINE_SIGNS: RegExp[] = [
  /\b(?:code|passcode|pin|password)\b[^]{0,120}\b(?:never|do not|don'?t)\s+(?:share|give|tell|forward|disclose)\b/,
  /\b(?:never|do not|don'?t)\s+(?:share|give|tell|forward|disclose)\b[^.!?\n]{0,30}\b(?:code|passcode|pin|password)\b/,
  new RegExp(
    String.raw`${NEVER_OPENING}(?:ask|call|contact|text)\b|\bwe (?:won'?t|will not) (?:ever )?(?:ask|call|contact|text) you\b`,
  ),
  // "ALX programmes are free – never pay anyone to secure your place."
  /\b(?:never|don'?t|do not) pay (?:anyone|anybody|a fee|any fee) (?:to|for)\b/,
  // A supplier's or letting agent's "our bank details have not changed": the payment diversion says the opposite.
  /\b(?:bank|account|payment|banking|trust account)(?: account)? details (?:are|have|has) (?:not|never) (?:changed|changing|been changed)\b|\b(?:bank|account|payment|banking) details (?:aren'?t|haven'?t|won'?t) (?:changed|changing|change)\b/,
];

/**
 * The rest of a sentence that says what a company never asks for: "The CRA will never ask you to provide personal or
 * financial information by email, or ask for payment by e-transfer, gift card or cryptocurrency", "nobody from CRA will
 * ever call you asking for gift cards or bitcoin". What it names there is what the reader should refuse, not a request.
 */
const NEVER_ASKS = new RegExp(String.raw`${NEVER_OPENING}(?:ask|call|contact|text|request)\b[^.!?\n]*`, 'g');
/** The requests such a sentence names. */
const REFUSED: ReadonlySet<RedFlagId> = new Set(['payment-method', 'code-request', 'details-request', 'remote-access']);

/** `findings` without the requests named inside a sentence of what the company never asks for (NEVER_ASKS). */
function withoutRefused(normalised: Normalised, findings: readonly Finding[]): Finding[] {
  const spans: [number, number][] = [];
  forEachMatch(NEVER_ASKS, normalised.text, (match) =>
    spans.push(toOriginal(normalised, match.index, match.index + match[0].length)),
  );
  return findings.filter(
    (finding) =>
      !REFUSED.has(finding.id) || !spans.some(([start, end]) => finding.start >= start && finding.end <= end),
  );
}

/** A code given to the reader: "your code is 482913", "482 913 is your PayPal code", "code: G-884213", "OTP for delivery: 5821". */
const CODE_DELIVERY =
  /\b(?:code|otp|passcode|pin)\b(?: for [a-z]+)?(?: is| was|:)*\s*(?:[a-z]{1,2}-)?\d[\d -]{2,8}\d\b|\b\d[\d -]{2,8}\d (?:is|was) your\b|\buse (?:code )?\d{4,8}\b/;

/**
 * A code for the driver at the door: "Share OTP 5219 with the delivery agent only", "with the Delhivery agent at your
 * doorstep", "only at the time of delivery", "with them at drop-off", "only after receiving the item"; or for the driver
 * who picks you up: "Share OTP 4821 to start the ride" (Rapido's "captain"). Read only when the
 * message gives the code.
 */
const HANDOVER =
  /\b(?:share|give|show|tell|read)\b[^.!?\n]{0,60}\b(?:with (?:them|him|her) to receive (?:it|your (?:order|parcel|delivery|food))|(?:delivery|ekart|delhivery) (?:agent|associate|executive|partner|driver|person|boy)|driver|courier|rider|captain|wishmaster|to start (?:the|your) (?:ride|trip)|(?:at|on) (?:the )?(?:time of )?delivery|at (?:your|the) door(?:step)?|at (?:the )?drop-?off|after (?:receiving|you receive))\b|\b(?:with|to) the (?:agent|associate|executive)\b[^.!?\n]{0,30}\bdelivery\b/;

/**
 * "If you did not try to sign in, you do not need to do anything", "if this wasn't you, ignore this email": a code or a
 * login notice that asks for nothing ("if you have already paid, ignore this", the toll scams' line, is not it).
 */
const NO_ACTION_NEEDED =
  /\bif (?:you did(?:n'?t| not)|this (?:was|is|wasn'?t) you|it (?:was|wasn'?t) you)\b[^.!?\n]{0,60}?\b(?:(?:do not|don'?t) need to (?:do anything|take any action)|no (?:further )?action is (?:needed|required)|(?:safely )?(?:ignore|disregard) (?:this|it))\b/;

/**
 * A win that asks for nothing: "nothing more to do", "you don't need to do anything to claim", or a prize already on its
 * way to the reader's own card or account: "it'll be loaded onto your Smart Shopper card within 48 hrs".
 */
const NOTHING_TO_DO =
  /\b(?:nothing (?:more|else|further) (?:to do|is needed|is required)|(?:no need|(?:you )?(?:don'?t|do not) need) to do anything|no (?:further )?action (?:is )?(?:needed|required)|(?:it'?s|it'?ll|it will|it has|has|have|will) (?:been |be )?(?:automatically )?(?:loaded|added|credited|applied) (?:on|onto|to|into) your (?:[a-z]+ ){0,2}(?:card|account|app|wallet))\b/;

/** What a win that wants something asks you to do: "claim at …", "confirm", "reply", "pay the delivery fee" (not the "Pay" of Pick n Pay). */
const PRIZE_STEP =
  /\b(?:click|tap|visit|confirm|verify|reply|call|pay (?:a|an|the|your|for|us|now|via|by|online|\S*\d)|log ?in|sign ?in|enter|claim (?:it |your \w+ |the \w+ )?(?:at|here|now|via|on|by|before|within))\b/;

/** A bank's fraud alert asks for nothing but a YES or NO reply about a payment ("Reply YES or NO", "Reply Y … or N …"). */
const YES_NO_REPLY = /\breply\b(?:[^.!?\n]|\.(?=\d)){0,40}\b(?:yes|y)\b(?:[^.!?\n]|\.(?=\d)){0,80}\b(?:no|n)\b/;
/** Or sends you to the number you already have, never to one in the message: "call the number on the back of your card". */
const CARD_NUMBER = /\bnumber on the back of your (?:debit |credit |bank )?card\b/;
/**
 * A phone network's own service number, which reaches only the network from its phones: "call 121 to listen", "dial
 * *86", "call 611 from another T-Mobile phone". A scam cannot own one; its voicemail lures give a link or a full number
 * ("Call 877-418-2290" is one, however it is punctuated).
 */
const SERVICE_NUMBER = /\b(?:call|dial|ring) (?:\*\d{2,4}#?|\d{3})(?![\d .()-]*\d)/;
/**
 * Or to the company's own app or account, which the reader opens themselves: "update your card in MySpark", "pay in the
 * Origin app", "check it in your online banking", "open your Workday inbox to review". A scam needs a link, a number or
 * a reply to reach the reader; this gives none (with a link that is not the company's, or a number to call, it does
 * not count).
 */
const OWN_APP =
  /\b(?:in|via|through|using|on|with) (?:the |your )?(?:[a-z0-9&'+-]+ ){0,3}app\b|\bopen (?:the |your )?(?:[a-z0-9&'+-]+ ){0,2}(?:app|inbox)\b|\bin (?:your )?my(?!self\b)[a-z]{3,}\b|\b(?:in|via|through|on) (?:your )?(?:online|internet|mobile) banking\b/;

/**
 * A notice of money that has already moved: "Your mortgage payment of £845.00 has been taken", "We received your payment
 * of $96.40", "You've received £20.00 from Alex", "Acct XX821 credited with Rs 45,000.00", "Thank you for donating $25",
 * "Your deposit of $500.00 to your TFSA is complete".
 * Banks, shops and charities send these by the million; they ask for nothing.
 */
const TRANSACTION_NOTICE = new RegExp(
  String.raw`${MONEY}(?:[^.!?\n]|\.(?=\d)){0,60}?\b(?:(?:has|have) been|was|were|is now|has) ${MONEY_MOVED}\b|\b(?:we|you)(?:'ve| have)? (?:just )?${MONEY_MOVED}\b[^.!?\n]{0,40}?${MONEY}|(?<!\bwill (?:be )?)\b(?:credited|debited) (?:with|by) ${MONEY}|\bthank you for (?:your )?(?:donating|donation of|payment of|paying) ${MONEY}|${MONEY}(?:[^.!?\n]|\.(?=\d)){0,40}?\b(?:is|was|has been) complete\b`,
);
/** Transaction notices are texts and app alerts; long e-mails that say "you've made $…" are mostly sales pitches. */
const NOTICE_LENGTH = 320;
/** What a notice that only informs never says: a step to take before the money is yours (not an insurer's "your claim"). */
const NOTICE_REQUEST =
  /\b(?:to (?:accept|receive|claim|release|unlock|collect|redeem|get) (?:it|them|this|the|your|these)|(?<!\b(?:your|the|this) )claim|redeem|reply with|send (?:us|me)|click|tap)\b/;
/**
 * A number to call or text anywhere in the message: not a reference ("UTR: HDFCR52024051400123", "Ref: 250314112233",
 * "Confirmation: BOA2405140087731"), nor the caller a voicemail is from ("1 new voicemail from 0423 610 578").
 */
const HAS_PHONE_NUMBER = new RegExp(
  String.raw`(?<![a-z0-9]|\b(?:ref|reference|utr|txn|transaction|order|confirmation|tracking)(?: id| no| number)?\.?:?\s?|\b(?:voicemail|message|call) from )${PHONE_NUMBER}`,
);

/** What a genuine alert says that sounds like pressure: a card held or blocked until you answer, "reply now". */
const ALERT_WORDING: ReadonlySet<RedFlagId> = new Set(['threat', 'urgency']);

/** What a company says about its own business, which its genuine messages raise too: its name, a deadline, a consequence, a prize. */
const OWN_WORDING: ReadonlySet<RedFlagId> = new Set(['impersonation', 'threat', 'urgency', 'prize-refund']);
/** Whether `findings` are only such words. */
const onlyOwnWording = (findings: readonly Finding[]) => findings.every((finding) => OWN_WORDING.has(finding.id));

/**
 * A message that warns about scams: a neighbour's "it's a scam, don't click", a school's "we have received reports of
 * fraudsters sending WhatsApp messages", an employer's "phishing awareness" e-mail, "one of those 'Hi Mum' messages".
 * They quote the scams they warn of, so their words raise the scams' flags. Only with scams as the subject: a bank's
 * "fraud alert: did you make this purchase?" is not one, nor a phishing e-mail's "to protect you from fraudsters"; and
 * not "this is not a scam", which scams say.
 */
const WARNS_ABOUT_SCAMS = [
  /(?:'s|'re|\b(?:is|are|was|were)) (?:(?!not\b)[a-z]+ )?(?:a |an )?(?:scam|fake|phishing|hoax)\b/,
  /\b(?:scam|phishing|sextortion|online safety) (?:warning|alert|awareness|advice|reminder|notice|update)s?\b|\bfraud (?:awareness|warning)s?\b|\b(?:simulated|test) phishing\b|\bphishing (?:test|simulation|exercise|training|awareness|examples?)\b/,
  /\b(?:reports?|aware|warn(?:ing|ed)?|heads[- ]up|beware|be (?:careful|aware|alert|vigilant|wary))\b[^.!?\n]{0,60}\b(?:scam(?:mer)?s?|fraudsters?|criminals|phishing|sextortion|(?:fake|misleading) (?:texts?|e-?mails?|messages?|calls?|invoices?|notices?)|fraudulent (?:e-?mails?|texts?|messages?|calls?|websites?|invoices?))\b/,
  // A conveyancer's or an agent's "Cyber criminals target property transactions", "we don't send bank details by email",
  // "phone the attorney's office on a number you've looked up yourself to confirm banking details", "please don't act on
  // any email asking you to pay money, even if it looks like it's from us".
  /\b(?:cyber ?criminals|fraudsters|scammers|criminals) (?:target|are targeting|often target)\b|\bwe (?:don'?t|do not|never|will never) (?:send|give|share|change) (?:our |any )?(?:bank(?:ing)?|account|payment) details (?:by|over|via) (?:e-?mail|text|phone)\b|\b(?:call|phone|ring)\b[^.!?\n]{0,60}\bon a (?:phone )?number (?:you(?:'ve| have)? (?:looked up|found|checked) yourself|you (?:already )?know)\b|\b(?:don'?t|do not|never) act on (?:any |an )?(?:e-?mails?|texts?|messages?)\b[^.!?\n]{0,20}\basking\b/,
  /\bone of (?:those|these) ["“]/,
  // A university's "We are aware of emails and WhatsApp messages asking new students to pay a 'room reservation deposit'.
  // These are not from the University."
  /\bwe(?:'re| are) aware of (?:[a-z]+ ){0,4}(?:e-?mails?|texts?|messages?|calls?)\b[^.!?\n]{0,60}\b(?:asking|claiming|telling|requesting|pretending|offering)\b|\b(?:these|they) (?:are|were) not from (?:the [a-z]+|us|our [a-z]+)\b/,
  // A conveyancer's "If you ever receive an email asking you to pay money to a new account, call our office", "we will never
  // change our bank details by email".
  /\bif (?:you )?(?:ever )?(?:receive|get) (?:an? |any )?(?:e-?mails?|texts?|calls?|messages?|letters?)\b[^.!?\n]{0,30}\b(?:asking|telling|requesting|saying|claiming|appearing|purporting)\b|\b(?:will|would) never (?:ask you to )?change (?:our|its|their) (?:bank|account|payment|banking) details\b|\b(?:our|its|their) (?:bank|account|payment|banking) details (?:will|would) never (?:change|be changed)\b/,
  // "Aunt Carol got a text pretending to be me asking for money. It wasn't me!!"
  /\b(?:texts?|messages?|calls?|e-?mails?)\b[^.!?\n]{0,20}\b(?:pretending|claiming) to be (?:me|him|her|them|us)\b/,
];

/**
 * What a warning about scams still cannot explain away: where its own links go, and a sender dressed up as a company;
 * not a link inside the quotation of the scam it warns of ('got this: "… confirm at gov-wfp-claims.com" – it's a SCAM').
 */
const NOT_EXPLAINED_BY_A_WARNING = /^(?:link-(?!shortener)|sender-lookalike)/;
/** Whether `offset` of the pasted text is inside a quotation: after an odd number of quotation marks. */
const quoted = (original: string, offset: number) => (original.slice(0, offset).match(/["“”]/g)?.length ?? 0) % 2 === 1;

/** Flags that no genuine code delivery or fraud alert raises: with any of these, nothing is explained away. */
const ALWAYS_SUSPICIOUS =
  /^(?:link-(?!shortener)|code-request|details-request|payment-method|bank-details-changed|remote-access|invoice-callback|sextortion|new-number|family-emergency|romance-money|secrecy|prize-refund|job-task|investment-return|pay-unseen|is-this-you|reported-account|off-platform|boss-favour|sender-lookalike)/;

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
 * - a win that says there is nothing to do and asks for no step (no link to claim at, no reply, no number to call);
 * - a warning about scams, which quotes them: it explains away every flag but those of its own links and sender.
 */
export function genuineContext(
  normalised: Normalised,
  findings: readonly Finding[],
  links: readonly LinkReport[],
): { genuineSign: boolean; warnsAboutScams: boolean; findings: Finding[] } {
  const text = normalised.text;
  if (WARNS_ABOUT_SCAMS.some((pattern) => pattern.test(text))) {
    const kept = findings.filter(
      (finding) => NOT_EXPLAINED_BY_A_WARNING.test(finding.id) && !quoted(normalised.original, finding.start),
    );
    return { genuineSign: kept.length === 0, warnsAboutScams: true, findings: kept };
  }
  const delivered = CODE_DELIVERY.test(text);
  const warned = GENUINE_SIGNS.some((pattern) => pattern.test(text)) || (delivered && HANDOVER.test(text));
  let kept = withoutRefused(normalised, findings);
  if (warned && delivered) kept = kept.filter((finding) => finding.id !== 'code-request');
  // A code and nothing else (no link, no number to call, no flag but the company's name) asks for nothing, whatever number
  // sends it: many firms text codes from ordinary ten-digit numbers, and a scam asks for the code, it does not send one.
  const onlyACode =
    delivered &&
    links.length === 0 &&
    !HAS_PHONE_NUMBER.test(text) &&
    kept.every((finding) => finding.id === 'impersonation' || finding.id === 'sender-mismatch');
  if (onlyACode) kept = kept.filter((finding) => finding.id !== 'sender-mismatch');
  // Not from an ordinary mobile number or free mail: banks send these alerts from short codes and their own names.
  const alert =
    (YES_NO_REPLY.test(text) || CARD_NUMBER.test(text) || SERVICE_NUMBER.test(text)) &&
    !kept.some((finding) => ALWAYS_SUSPICIOUS.test(finding.id) || finding.id === 'sender-mismatch');
  if (alert) kept = kept.filter((finding) => !ALERT_WORDING.has(finding.id));
  // A billing notice whose only way onward is the company's own app ("your payment failed: update your card in MySpark to
  // avoid late fees"): its "update your card" is not a request to whoever sent it, nor its late fees a threat.
  // The only ways onward are the company's own: every link its own page, no number to call.
  const onlyTheCompanysWay = links.every(fromBrand) && !HAS_PHONE_NUMBER.test(text);
  const inOwnApp =
    OWN_APP.test(text) &&
    onlyTheCompanysWay &&
    kept.every((finding) => finding.id === 'details-request' || OWN_WORDING.has(finding.id));
  if (inOwnApp) kept = kept.filter((finding) => finding.id !== 'details-request' && !ALERT_WORDING.has(finding.id));
  const asksNothing = onlyTheCompanysWay && kept.every((finding) => finding.id === 'impersonation');
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
  return {
    genuineSign: warned || alert || inOwnApp || notice || noActionNeeded || prizeNeedsNothing,
    warnsAboutScams: false,
    findings: kept,
  };
}

/**
 * Whether `link` is the company's own: a brand's official page (not one anyone can publish on), or a page on the domain
 * of an e-mail sender that names itself (sender-rules.ts, selfNamedDomain: "Hydro One <noreply@hydroone.com>").
 */
export const isOwnLink = (link: LinkReport, senderDomain?: string): boolean =>
  fromBrand(link) || (senderDomain !== undefined && link.domain === senderDomain);

/**
 * Whether following the message can only lead to the company it names: no flag beyond the words a company uses about its
 * own business (no code or details asked for, no sender that does not fit), every link the company's own (isOwnLink), and
 * either the company's own e-mail address as the sender, a sender that names itself with at least one link to its own
 * domain, or, in a text message, where the link shown is the link followed, at least one such link and no number to
 * call. "Customs charges of €7.82 are due: pay at anpost.com/fees": whoever sent it, following it leads only to An Post.
 * From the company's own e-mail address, or in a text whose every link is its own, asking to update payment details is
 * its own business too: a failed renewal ("please update your payment method at att.com/mywireless") is how its billing
 * messages read.
 */
export function leadsOnlyToCompany(
  normalised: Normalised,
  findings: readonly Finding[],
  links: readonly LinkReport[],
  { officialSender, senderDomain, short }: { officialSender: boolean; senderDomain?: string; short: boolean },
): boolean {
  const own =
    officialSender || (short && links.length > 0)
      ? findings.filter((finding) => finding.id !== 'details-request')
      : findings;
  if (!onlyOwnWording(own) || !links.every((link) => isOwnLink(link, senderDomain))) return false;
  if (officialSender || (senderDomain !== undefined && links.length > 0)) return true;
  return short && (links.length > 0 || SERVICE_NUMBER.test(normalised.text)) && !HAS_PHONE_NUMBER.test(normalised.text);
}
