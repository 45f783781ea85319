/**
 * Step 3: the red flags in the words, one small rule each. Patterns read the normalised text (lower case,
 * look-alikes folded, obfuscation undone) and describe the general scam pattern, never one message.
 * Their words for visitors live in src/content/checker/red-flags.yaml; their tests in tests/unit/checker.
 */
import type { RedFlagId } from '../../schemas/checker';
import { type BrandIndex, brandsNamedIn } from './brands.ts';
import { type Normalised, toOriginal } from './normalise.ts';
import type { Finding } from './types.ts';

/** One red flag in the text and the patterns that find it (its weight is in verdict.ts, with the others). */
interface TextRule {
  id: RedFlagId;
  /** A short reason shown with each match. */
  reason: string;
  patterns: RegExp[];
  /** A match preceded (within a few words) by this is not a red flag: "never share this code". */
  unlessBefore?: RegExp;
}

const NEGATED = /\b(?:never|not|don'?t|dont|won'?t|will not|nobody|no one|anyone)\b[^.!?\n]{0,24}$/;

/** The text rules, strongest signs first. */
export const TEXT_RULES: TextRule[] = [
  {
    id: 'code-request',
    reason: 'Asks for a code, password or PIN',
    patterns: [
      /\b(?:send|give|tell|share|read|forward|provide|text|reply with|pass on)(?: it)?(?: (?:me|us|back|over))?(?: (?:the|your|that|this|a|my))?(?: (?:\d|six|four)[- ]?digits?| one[- ]time| verification| security| confirmation| login| log-in| access| authentication| auth| otp| sms| 2fa| whatsapp| activation)* (?:code|otp|pin|passcode|password|cvv|cvc)s?\b/g,
      /\bwhat(?:'s| is) (?:the|your) (?:code|otp|pin|password)\b/g,
      /\b(?:tell|send|give|read) me what (?:it|the code|the text|the message) says\b/g,
      /\b(?:code|otp) (?:i|we) (?:just |accidentally |mistakenly )?(?:sent|texted|forwarded)\b/g,
      // "I accidentally sent my verification code to your number": the opener of an account takeover.
      /\b(?:sent|texted|forwarded|went)\b[^.!?\n]{0,20}\b(?:code|otp|pin)\b[^.!?\n]{0,12}\bto your (?:number|phone|mobile)\b/g,
      /\b(?:verify|confirm|enter|provide) your (?:pin|password|cvv|card (?:details|number)|bank (?:details|login)|online banking|login details)\b/g,
    ],
    unlessBefore: NEGATED,
  },
  {
    id: 'remote-access',
    reason: 'Asks you to install a remote-control app',
    patterns: [
      /\b(?:any ?desk|team ?viewer|quick ?support|quick ?assist|logmein|ultra ?viewer|rust ?desk|supremo|zoho assist|screen ?connect|connectwise|remote (?:access|desktop|control|support) (?:app|software|tool|session))\b/g,
    ],
  },
  {
    id: 'sextortion',
    reason: 'Threatens to share intimate images',
    patterns: [
      /\b(?:intimate|explicit|nude|naked|compromising|adult|porn\w*|masturbat\w*|sexual|private)\b[^.!?\n]{0,30}\b(?:videos?|photos?|pictures?|pics|images?|recordings?|footage|content|sites?)\b/g,
      /\b(?:send|share|release|leak|publish|expose|post|forward)\b[^.!?\n]{0,40}\b(?:to (?:all )?your (?:contacts|friends|family|followers|colleagues|relatives)|everyone you know)\b/g,
      /\b(?:hacked|infected|access to) your (?:device|computer|phone|email|account|camera|webcam)\b/g,
      /\b(?:your|the) (?:nudes|nude (?:pics|photos)|pics you sent|photos you sent|video call)\b|\bi (?:saved|screenshotted|recorded|have) (?:our|your|the) (?:video|pics|photos|nudes|call)\b/g,
      /\b(?:post|send|share|leak|show|forward)\w*\b[^.!?\n]{0,30}\b(?:everywhere|to everyone|all your (?:friends|followers|contacts)|your (?:school|parents|wife|husband|boss|employer|work colleagues))\b/g,
      /\bwebcam\b/g,
    ],
  },
  {
    id: 'new-number',
    reason: 'A relative writing from a "new number"',
    patterns: [
      /\b(?:this is|it'?s|its|here'?s) (?:my|me on (?:a|my)) new (?:number|phone|mobile|no)\b/g,
      /\bnew (?:number|phone|mobile|no)\b[^.!?\n]{0,40}\b(?:save|delete|lost|broke|broken|dropped|old one)\b/g,
      /\b(?:lost|broke|dropped|smashed|cracked|damaged) my (?:phone|mobile)\b/g,
      /\bmy (?:phone|mobile)(?:'s| has| was| is| got)? (?:been )?(?:stolen|lost|broken|smashed|died|dead)\b|\busing (?:a|my) (?:friend'?s|mate'?s) (?:phone|mobile)\b/g,
      /\b(?:mum|mom|mam|dad|mummy|daddy|grandma|grandpa|nan)\b[^.!?\n]{0,30}\bnew (?:phone )?(?:number|phone|mobile|no)\b/g,
      /\bsave (?:this|my new) (?:number|no)\b/g,
      /\b(?:old|other) (?:number|phone|mobile) (?:is )?(?:not working|broken|dead|gone)\b/g,
    ],
  },
  {
    id: 'payment-method',
    reason: 'Asks for payment that is hard to trace or get back',
    patterns: [
      /\b(?:gift ?cards?|itunes cards?|google ?play (?:cards?|gift|codes?)|steam (?:cards?|wallet)|apple (?:gift )?cards?|amazon (?:gift )?cards?|ebay (?:gift )?cards?|vanilla (?:visa|cards?)|prepaid cards?|voucher codes?)\b/g,
      /\b(?:bitcoins?|btc|crypto(?:currency|currencies)?|usdt|tether|ethereum|litecoin|bitcoin atm|coin ?atm|crypto wallet|wallet address)\b/g,
      /\b(?:wire (?:transfer|the money|it|the funds)|western union|moneygram|money order|bank transfer to|transfer the money to)\b/g,
      /\b(?:send|transfer|pay)\b[^.!?\n]{0,25}\bto (?:this|my friend'?s|my landlord'?s|the following|the new|a (?:safe|secure|new)) account\b|\b(?:safe|secure|holding) account\b/g,
      /\b(?:pay|paid|send|transfer)\b[^.!?\n]{0,40}\b(?:via|through|using|with|by|on) (?:zelle|venmo|cash ?app|apple pay|revolut|wise)\b/g,
    ],
  },
  {
    id: 'investment-return',
    reason: 'Promises returns that sound too good',
    patterns: [
      /\b(?:guaranteed?|assured) (?:returns?|profits?|income|payouts?|earnings|gains)\b/g,
      /\b(?:risk[- ]free|double your (?:money|investment|bitcoin|crypto)|triple your)\b/g,
      /\b\d+(?:\.\d+)? ?% (?:daily|weekly|monthly|returns?|profit|roi|interest|gains?)\b/g,
      /\b(?:daily|weekly) (?:returns?|profits?|earnings)\b/g,
      /\b(?:passive income|trading (?:platform|signals?|mentor|bot)|forex|investment (?:opportunity|plan|platform)|mining pool|airdrop|financial freedom)\b/g,
      /\b(?:(?:gold|crypto|bitcoin|forex|stock|options) trading|inside (?:tips|information)|(?:made|earned|profit of) [$£€]?\d[\d,.]*k?(?: [$£€])? (?:last|this|in (?:a|one)) (?:week|month|day))\b/g,
    ],
  },
  {
    id: 'job-task',
    reason: 'An easy job, or tasks you pay to start',
    patterns: [
      /\b(?:earn|make|get paid|salary of|income of)(?: up to| over| from)? [$£€]?\d[\d,.]*k?\+?(?: ?[$£€]| dollars| pounds| euros| usd)?(?: ?(?:\/|per|a|an|each|every) ?(?:day|hour|hr|week|task)| daily| weekly)\b/g,
      /\b(?:daily (?:pay|income|salary|commission)|commission per|(?:complete|finish|do) (?:simple |easy |online |daily )?(?:tasks?|orders?|reviews?|ratings?)|(?:like|rate) (?:videos|posts|products)|app optimi[sz]ation|data optimi[sz]ation|product boost)\b/g,
      /\b(?:work from home|remote (?:job|position|work)|part[- ]time (?:job|work|position)|flexible hours|no experience (?:needed|required)|job (?:offer|opportunity))\b/g,
      /\b(?:deposit|top[- ]?up|recharge)\b[^.!?\n]{0,30}\b(?:to (?:start|unlock|withdraw|continue)|your (?:account|balance))\b/g,
      /\b(?:top[- ]?up|recharge)\b[^.!?\n]{0,30}\b(?:account|balance)\b|\bunlock (?:your )?(?:commission|earnings|salary|withdrawal|funds|profits?)\b|\b(?:combination|combo|lucky|merge) orders?\b/g,
    ],
  },
  {
    id: 'prize-refund',
    reason: 'A prize, refund or rebate you did not expect',
    patterns: [
      /\b(?:you(?:'ve| have)? (?:won|been selected|been chosen)|you are (?:a |our )?(?:lucky )?winner|winners?|congratulations|congrats|claim (?:your|the|a) [a-z]+|prizes?|jackpot|lottery|sweepstakes?|lucky draw|cash prize)\b/g,
      /\b(?:free (?:gift|iphone|ipad|cash|money|entry|vacation|holiday|cruise|voucher|tickets?))\b/g,
      /\b(?:(?:tax |overdue |pending )?refunds? (?:of|is|are|for|has|pending|available|due|owed|waiting)|(?:eligible|entitled|qualif\w*) (?:for|to) (?:a |an )?(?:refund|rebate|reimbursement|compensation|payment|grant)|rebate|unclaimed (?:funds|money|package|parcel|reward)|reward points|points (?:will )?expire)\b/g,
    ],
  },
  {
    id: 'details-request',
    reason: 'Asks you to confirm details or pay a small fee',
    patterns: [
      /\b(?:verify|confirm|update|validate|re-?activate|unlock|restore|reconfirm|re-?enter|complete)(?: your| the| our)? (?:account|identity|details|information|info|payment(?: details| method| information| info)?|billing(?: details| information| info| address)?|card(?: details)?|bank(?: details| account)?|personal (?:details|information|info)|address|delivery (?:details|address|preferences|information)|shipping (?:details|address|information))\b/g,
      /\b(?:pay|settle|cover)(?: a| the| your)?(?: small| outstanding| remaining)?(?: [$£€]?\d[\d.,]*)? (?:re-?delivery |redelivery |customs |shipping |processing |release |handling |clearance |admin )?(?:fee|charge|duty|balance|toll)\b/g,
      /\b(?:re-?schedule|re-?deliver\w*|release) (?:your |the )?(?:package|parcel|delivery|shipment)\b|\b(?:choose|select|pick|book|arrange|confirm) (?:a )?new delivery (?:slot|date|time|address)\b/g,
      /\bpay\b[^.!?\n]{0,30}\bto (?:upgrade|unlock|release|activate|receive|claim)\b/g,
    ],
  },
  {
    id: 'threat',
    reason: 'Threatens a penalty if you do not act',
    patterns: [
      /\b(?:account|card|service|access|profile|number|licen[cs]e|registration|benefits?|subscription|wallet|apple id|icloud|mailbox|email|sim|vehicle)\b[^.!?\n]{0,30}\b(?:suspend|lock|clos|block|terminat|disabl|freez|frozen|deactivat|restrict|revok|on hold)\w*/g,
      /\b(?:arrest(?:ed)?|warrant|legal (?:action|proceedings)|lawsuit|prosecut\w*|criminal (?:charges?|case|record)|jail|prison|deport\w*)\b/g,
      /\b(?:late|extra|additional|overdue|unpaid|outstanding|pending) (?:fees?|charges?|penalt\w+|fines?|tolls?|invoices?|customs|duty|balance|amount)\b/g,
      /\btoll (?:evasion|violation)\b|\b(?:fines?|penalt\w+|fees?) (?:will )?(?:increase|be added|double)\b/g,
      /\b(?:(?:computer|device|phone|pc|mac|system) (?:is|has been) (?:infected|compromised|hacked|locked)|virus(?:es)? (?:detected|found)|do not (?:shut down|turn off|restart) your (?:computer|device|pc))\b/g,
      /\b(?:fines?|penalt(?:y|ies)|surcharge)\b(?= (?:of|up to|will|and|for|[$£€]|\d))/g,
      /\bwill be (?:reported|charged|fined|sued|prosecuted|disconnected|cut off|returned to (?:the )?sender|destroyed)\b/g,
    ],
  },
  {
    id: 'secrecy',
    reason: 'Asks you to keep it secret',
    patterns: [
      /\b(?:don'?t|dont|do not|never) (?:tell|mention|inform|discuss|say (?:anything|this|it))\b[^.!?\n]{0,30}\b(?:anyone|anybody|bank|family|police|dad|mum|mom|husband|wife|friends?|teller|staff|cashier|employees?)\b/g,
      /\b(?:keep (?:this|it) (?:between us|secret|confidential|quiet|private|to yourself)|between you and me|tell no one|no one (?:else )?(?:needs to|must|should) know|discreet(?:ly)?)\b/g,
    ],
  },
  {
    id: 'urgency',
    reason: 'Pressure to act now',
    patterns: [
      /\b(?:urgent(?:ly)?|immediate(?:ly)?|act (?:now|fast|quickly)|right away|asap|as soon as possible|hurry|don'?t (?:delay|wait)|limited time|time[- ]sensitive|before it'?s too late)\b/g,
      /\bwithin (?:the next )?(?:\d+|one|two|three|twenty[- ]four) ?(?:hours?|hrs?|h|days?)\b/g,
      /\b(?:(?:today|tonight) only|last (?:chance|day|warning|reminder|notice)|final (?:notice|reminder|warning|attempt|demand))\b/g,
      /\b(?:expires?|expiring|ends?|due) (?:today|tonight|soon|at midnight)\b|\bby (?:midnight|tonight|end of (?:the )?day)\b/g,
    ],
  },
];

/** Genuine messages say these; scams almost never do (a code delivery that warns "never share this code"). */
export const GENUINE_SIGNS: RegExp[] = [
  /\b(?:code|passcode|pin|password)\b[^]{0,120}\b(?:never|do not|don'?t)\s+(?:share|give|tell|forward|disclose)\b/,
  /\b(?:never|do not|don'?t)\s+(?:share|give|tell|forward|disclose)\b[^.!?\n]{0,30}\b(?:code|passcode|pin|password)\b/,
  /\b(?:will|would) never (?:ask|call|contact|text)\b|\b(?:no one|nobody) from [a-z ]{2,30} will (?:ever )?ask\b/,
];

/** A code given to the reader: "your code is 482913", "482 913 is your PayPal code", "code: G-884213". */
const CODE_DELIVERY =
  /\b(?:code|otp|passcode|pin)\b(?: is| was|:)*\s*(?:[a-z]{1,2}-)?\d[\d -]{2,8}\d\b|\b\d[\d -]{2,8}\d (?:is|was) your\b|\buse (?:code )?\d{4,8}\b/;

/** A bank's fraud alert asks for nothing but a YES or NO reply about a payment ("Reply YES or NO", "Reply Y … or N …"). */
const YES_NO_REPLY = /\breply\b(?:[^.!?\n]|\.(?=\d)){0,40}\b(?:yes|y)\b(?:[^.!?\n]|\.(?=\d)){0,80}\b(?:no|n)\b/;

/** What a genuine alert says that sounds like pressure: a card held or blocked until you answer, "reply now". */
const ALERT_WORDING: ReadonlySet<RedFlagId> = new Set(['threat', 'urgency']);

/** Flags that no genuine code delivery or fraud alert raises: with any of these, nothing is explained away. */
const ALWAYS_SUSPICIOUS =
  /^(?:link-(?!shortener)|code-request|details-request|payment-method|remote-access|sextortion|new-number|secrecy|prize-refund|job-task|investment-return)/;

/**
 * Signs of a genuine message, and the findings they explain away:
 * - a code delivered to the reader with a warning never to share it: its "share this code" is not a request;
 * - a bank's fraud alert that asks only for a YES or NO reply, with no other request and no suspicious link: its
 *   "your card will be blocked" is what real banks do, not a threat (a mismatched sender is still flagged).
 */
export function genuineContext(
  normalised: Normalised,
  findings: readonly Finding[],
): { genuineSign: boolean; findings: Finding[] } {
  const text = normalised.text;
  const warned = GENUINE_SIGNS.some((pattern) => pattern.test(text));
  let kept = [...findings];
  if (warned && CODE_DELIVERY.test(text)) kept = kept.filter((finding) => finding.id !== 'code-request');
  const alert = YES_NO_REPLY.test(text) && !kept.some((finding) => ALWAYS_SUSPICIOUS.test(finding.id));
  if (alert) kept = kept.filter((finding) => !ALERT_WORDING.has(finding.id));
  return { genuineSign: warned || alert, findings: kept };
}

/** Runs the text rules over `normalised`; each finding is in original offsets. */
export function findTextFlags(normalised: Normalised): Finding[] {
  const findings: Finding[] = [];
  for (const rule of TEXT_RULES) {
    for (const pattern of rule.patterns) {
      for (const match of normalised.text.matchAll(pattern)) {
        if (rule.unlessBefore?.test(normalised.text.slice(Math.max(0, match.index - 40), match.index))) continue;
        const [start, end] = toOriginal(normalised, match.index, match.index + match[0].length);
        findings.push({ id: rule.id, reason: rule.reason, start, end });
      }
    }
  }
  return findings;
}

/** The organisation a message claims to come from: a brand from the data, or a kind of authority. */
const AUTHORITY =
  /\b(?:tax (?:office|department|authority|agency|refund)|revenue (?:service|agency)|customs|border (?:force|patrol)|department of [a-z]+|federal|fbi|sheriff'?s? (?:office|department)|police department|post office|postal service|toll (?:authority|agency|services?|road)|dmv|bank'?s? (?:security|fraud) (?:team|department)|fraud (?:team|department|prevention)|security (?:team|department)|tech(?:nical)? support|customer (?:care|service|support) (?:team|department)|your bank)\b/;

/** "Is this Anna?": a stranger's opener that starts a conversation as if by mistake. */
const WRONG_NUMBER = [
  /^\W*(?:(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening))\b[\s,!.]*)?(?:[Ii]s this|[Aa]re you|[Aa]m I (?:speaking|talking) (?:to|with)) (?:(?:[Mm]r|[Mm]rs|[Mm]s|[Mm]iss|[Dd]r)\.? )?[A-Z][a-z]+\b/g,
  /\b(?:wrong (?:number|person)|texted the wrong|(?:sorry|apologies),? who is this|sorry to (?:bother|disturb) you,? (?:is this|are you))\b/gi,
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

/** Free email services: no bank, tax office or delivery company writes from one. */
const FREE_MAIL =
  /(?:^|\.)(?:gmail|googlemail|outlook|hotmail|live|msn|yahoo|ymail|aol|icloud|me|mail|gmx|proton|protonmail|yandex|zoho|qq|163)\.[a-z.]+$/;
/** A full phone number, not a short code; toll-free numbers (800, 888 …) are how many firms text. */
const PERSONAL_NUMBER = /^(?!\+?1?(?:8(?:00|33|44|55|66|77|88)))\+?\d{10,15}$/;

/** A sender that does not fit the organisation the message claims to be: a mobile number or free email address. */
export function findSenderFlag(
  normalised: Normalised,
  brands: BrandIndex,
  claims: Finding[],
  sender?: string,
): Finding[] {
  const who = sender?.trim().toLowerCase();
  const claim = claims.find((finding) => finding.id === 'impersonation');
  if (!who || !claim) return [];
  const flag = (reason: string): Finding[] => [{ id: 'sender-mismatch', reason, start: claim.start, end: claim.end }];
  const email = /@([a-z0-9.-]+\.[a-z]{2,})$/.exec(who);
  if (email) {
    const host = email[1]!;
    if (FREE_MAIL.test(host))
      return flag(`It claims to be an organisation but was sent from a free email address (${host}).`);
    const brand = brandsNamedIn(brands, normalised.text)[0]?.brand;
    if (brand && !brand.domains.some((domain) => host === domain || host.endsWith(`.${domain}`))) {
      return flag(`It claims to be ${brand.name} but was sent from ${host}, which is not ${brand.name}'s.`);
    }
    return [];
  }
  const digits = who.replace(/[\s().-]/g, '');
  if (PERSONAL_NUMBER.test(digits))
    return flag('It claims to be an organisation but was sent from an ordinary phone number.');
  return [];
}
