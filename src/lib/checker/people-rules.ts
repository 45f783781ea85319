/**
 * The text rules for messages that pretend to come from someone you know, or to know you: a "photo of you", a threat
 * to share intimate images, a relative's new number, a relative in trouble. text-rules.ts runs them with the others.
 */
import { BANKING_LOCKED, MONEY, MONEY_ASK } from './text-patterns.ts';
import type { TextRule } from './types.ts';

/** A favour asked at once ("are you at your desk?", "quick favour", "I need you to process …", "approve the attached invoice"). */
const FAVOUR = String.raw`(?:are you (?:available|free|at your desk|around|in the office)|(?:quick|small|urgent) (?:favou?r|task|request)|need (?:a|your) favou?r|need you to (?:handle|take care of|process|pick up|purchase|buy|get|do something)|help me with something (?:urgent|quick|important)|(?:arrange|process|make|pay|set up|approve) (?:a|an|the|this)(?: attached| urgent| same-day| international)? (?:tt|wire|transfer|payment|invoice)|need (?:a|this) payment to go out)`;
/** Why the asker cannot be checked with: "in a meeting", "tied up", "can't take calls", "email is best". */
const UNREACHABLE = String.raw`(?:in (?:a |an |back-to-back )?(?:[a-z]+ )?(?:meetings?|conference(?: call)?)|(?:away|i'?m|i am) at (?:a |an |the )?(?:[a-z]+ )?(?:conference|seminar|retreat|synod)|tied up|can'?t (?:talk|take (?:any )?calls|speak|call|step out)|(?:just )?reply (?:here|by (?:email|text))|(?:e-?mail|text)(?:'s| is) (?:best|easiest)|(?:please )?(?:do not|don'?t) call|won'?t be (?:reachable|available) (?:by|on) (?:phone|mobile)|boarding (?:a|my) flight|signal is (?:very )?(?:poor|bad|weak)|(?:limited|poor|bad|patchy|no) (?:phone )?signal|no need to go through the usual)`;

/**
 * A new number in French, Portuguese, Italian, German, Dutch and Afrikaans, as normalised (no accents): "j'ai changé de
 * numéro", "troquei de número", "nuovo numero", "neue Nummer", "nieuw nummer", "nuwe nommer".
 */
const NEW_NUMBER_ELSEWHERE = String.raw`(?:change de (?:numero|portable|telephone)|(?:mon|ma) nouve(?:au|lle) (?:numero|ligne)|(?:troquei|mudei) de (?:numero|celular|telefone)|(?:numero|celular) novo|novo (?:numero|celular)|nuovo numero|numero nuovo|neue (?:handy)?nummer|nieuwe? nummer|nuwe nommer)`;

/** What buyers and sellers do on a platform: "deal", "sell", "pay", "do it". */
const TRADE = '(?:deal|trade|sell|buy|pay|talk|chat|do (?:it|this))';

/** A phone gone for now: "my phone fell in water", "using this number for now". */
const PHONE_GONE = String.raw`(?:(?:phone|mobile) (?:fell|dropped) in(?:to)? (?:the )?(?:water|toilet|pool|sea|river|bath)|using this (?:number|no) for now)`;

/** A relative's new or borrowed phone, as the "Hi Mum" text announces it. */
const NEW_PHONE = String.raw`(?:\b${PHONE_GONE}\b|\bnew (?:number|phone|mobile|no|line)\b|\bchanged (?:my )?(?:phone |mobile )?number\b|\b(?:phone|mobile) (?:broke|died|is broken|got stolen|was stolen)\b|\btemp(?:orary)? (?:one|number|phone)\b|\b(?:mera|meri) (?:naya|nayi) (?:number|no|phone|sim)\b|\b(?:numero nuevo|nuevo numero|nombor baru|nomor baru)\b|\b${NEW_NUMBER_ELSEWHERE}\b|\b(?:lost|broke) my (?:phone|mobile)\b|\b(?:using|on) (?:a|my) (?:friend'?s|mate'?s)\b)`;
/** What it asks for at once: money, a bill paid, a payment made for them, a favour. */
const HI_MUM_ASK = String.raw`(?:${MONEY_ASK}|\b(?:pay ?now|payid|gcash|upi|zelle|venmo|e-?transfer|eft|send)\b[^.!?\n]{0,20}${MONEY}|\bhelp me (?:out )?with\b[^.!?\n]{0,10}${MONEY}|\b(?:help me (?:to )?(?:pay|transfer|send)|pay for something|urgent payment|(?:a )?bill (?:that )?(?:has|needs) to be paid|(?:bill|payment)(?:,? (?:it|that))? (?:has|needs) to go (?:out )?today|do me a (?:quick |small |big )?favou?r|need (?:a|your) (?:quick |small |big )?(?:favou?r|help|hand with something)|something i need (?:a hand|help|your help) with|favor urgente|bhej do|pix|paiement urgent|un favor|um favor|un favore|betaling)\b)`;

/** Someone else's bank account written out: "sort code 20-45-77", "acc 63018822", "BSB 062-000", "IBAN GB29 …". */
const PAYEE_DETAILS = String.raw`\b(?:sort ?code|bsb|iban|acc(?:ount)?(?: no\.?| number| #)?)\s*:?\s*(?:[a-z]{2}\d\d\s?)?\d[\d -]{4,}\d`;
/** The promise to repay: "I'll pay you back Monday", "I'll transfer it back tomorrow". */
const PAY_BACK = String.raw`\b(?:pay|transfer|send|give) (?:you|it|the money) back\b`;

/**
 * An account said to be reported: "I accidentally reported your account", "your acc got reported", "did you report me?",
 * "someone is mass reporting you".
 */
const REPORTED = String.raw`(?:\b(?:accidentally|mistakenly|wrongly|falsely)\b[^.!?\n]{0,20}\breported\b|\breported (?:your|ur) (?:[a-z]+ )?(?:account|acc|profile)\b[^.!?\n]{0,20}\b(?:(?:by|on) (?:mistake|accident)|accident(?:al)?ly)\b|\b(?:account|acc|profile)\b[^.!?\n]{0,15}\b(?:got|was|has been|been) reported\b|\bdid (?:you|u) report me\b|\b(?:mass[- ])?report(?:ing|ed) (?:you|u)\b)`;
/**
 * Then someone to contact to "clear" it: "message the discord staff guy", "talk to the mod", "contact Steam support … add
 * this guy", "my friend is a mod".
 */
const TALK_TO_STAFF = String.raw`(?:(?:\b(?:message|msg|dm|contact|talk to|speak to|add|reach out to|text|with)\b[^.!?\n]{0,30}|\b(?:is|'s|are) (?:a |an )?)\b(?:staff|mods?|moderators?|admins?|support|agents?|employees?|team members?|hypesquad|trust (?:&|and) safety)\b|\b(?:staff|mods?|moderators?|admins?|support) (?:said|says|told)\b)`;

/** Robbed while away: "my wallet was stolen", "lost my passport and cards". */
const ROBBED = String.raw`(?:(?:wallet|purse|passport|bag)\b[^.!?\n]{0,25}\b(?:stolen|nicked)|(?:got|been|was) (?:robbed|mugged|pickpocketed))`;
/** Stuck far from home: "stuck abroad", "stuck at the airport", "stuck in Dubai airport". */
const STUCK = String.raw`stuck (?:abroad|overseas|at (?:the )?(?:airport|(?:train |bus |railway )?station)|in [a-z]+(?: [a-z]+)? airport)`;
/** Held by the police or on bail: "I'm in jail", "got arrested", "has been detained". */
const HELD = String.raw`(?:bail|in (?:jail|custody|prison|a cell)|at the police station|(?:been|got|was) (?:arrested|detained))`;

export const PEOPLE_RULES: TextRule[] = [
  {
    id: 'romance-money',
    patterns: [
      // A sweetheart's gift or payout held for a fee ("If they ask for any clearance charge please pay it"), or money lent until
      // they can come ("help with £2,000 until I am home"), after words of love: a courier's own clearance charge has none.
      new RegExp(
        String.raw`(?:\b(?:clearance|release|processing|approval) (?:charges?|fees?|tax)\b|\b(?:help|lend|send|loan)\b[^.!?\n]{0,20}${MONEY}[^.!?\n]{0,40}\b(?:until|till|when) i (?:am home|come|arrive|return|see you)\b)(?<=\b(?:my (?:love|dear|darling|queen|king|sweetheart|beautiful|future (?:wife|husband))|token of my love)\b[^]{0,600})`,
        'g',
      ),
      // What keeps an online sweetheart from coming: "paying for my leave application", "a release tax", "the diplomatic courier
      // needs a delivery fee", "until I clear my equipment through customs", "ready to come and see you! But the agent told me I
      // must pay a fee". A whole word: "leave feedback" is a marketplace's.
      /\b(?:(?:pay|paying|fee|money|help|lend)\b[^.!?\n]{0,30}\bleave (?:approval |application )?(?:application|form|request|papers|paperwork|approval|certificate|permit|pass)|leave fees?\b|release tax|diplomatic (?:courier|delivery|agent)|clear (?:my|the) (?:equipment|package|belongings|luggage|consignment|gold|diamonds)|release (?:my|the) (?:equipment|belongings|luggage|consignment|gold|diamonds)\b|(?:holding|seized|impounded) my (?:equipment|consignment|gold|diamonds)|(?:come|fly) (?:and |to )?(?:see|meet) you\b[^.!?\n]{0,20}\bbut\b[^.!?\n]{0,30}\b(?:need|help|pay)|(?:come|fly) (?:and |to )?(?:see|meet) you\b[^\n]{0,40}?\bbut\b[^.!?\n]{0,40}\b(?:pay|fees?|money|visa|customs|tax)\b)/g,
    ],
  },
  {
    id: 'is-this-you',
    patterns: [
      /\b(?:is|was) (?:this|that|it) (?:really )?you in (?:this|that|the) (?:video|vid|clip|photo|pic|picture)s?\b|\b(?:look|see|watch) (?:at )?(?:this|the|what) (?:video|vid|clip|photo|pic|picture)s? (?:i found )?of you\b|\b(?:look|see) (?:at )?what i found of you\b|\b(?:someone|somebody|they|he|she) (?:posted|uploaded|shared|leaked)\b[^.!?\n]{0,20}\b(?:video|vid|clip|photo|pic|picture)s? of you\b|\byou(?:'re| are) in (?:this|that) (?:video|vid|clip)\b|\b(?:posted|uploaded|shared|leaked) (?:this|these|that) (?:of|about) you\b/g,
      // Not "look who's in this video": families share videos that way too. But "look who died in this video" is the bait.
      /\bis (?:this|that|it) (?:really )?(?:you|u)\?|\bis (?:this|that|it) really you\b|\blook who (?:just )?died\b/g,
      // The vote for a child in a competition: the link asks for your number and the code WhatsApp then sends.
      /\bvote for (?:my|our) (?:[a-z']+ ){0,2}(?:niece|nephew|daughter|son|grand(?:daughter|son|kid)|cousin|kid|child)\b/g,
    ],
    // Only with a link to open: "is this you in the photo?" under a picture a friend sent is everyday chat.
    onlyWith: /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:[a-z]{2,})\/\S/,
  },
  {
    id: 'reported-account',
    patterns: [
      // "I accidentally reported your account … message the Discord staff guy", "did u report me? … talk to the mod": the
      // report, when a staff member, moderator or support person to contact follows (the mark is on the report).
      new RegExp(String.raw`${REPORTED}(?=[\s\S]{0,200}?${TALK_TO_STAFF})`, 'g'),
    ],
  },
  {
    id: 'off-platform',
    patterns: [
      // "I don't use this app much": why a match on a dating app or marketplace wants to move.
      /\b(?:don'?t|do not|rarely|hardly(?: ever)?|never) (?:really )?(?:use|check|come on|go on) (?:this|the|that) (?:app|site|platform)\b/g,
      /\b(?:on|via|over|through|to) (?:whatsapp|telegram|signal|kik|wechat)\b(?: (?:instead|directly|privately))/g,
      // "I'd prefer to deal outside eBay as the fees are crazy".
      // Not the platform's own warning: "never accept payments outside of Depop", "don't agree to payments … off the platform".
      // The "never" is looked back for only where a trade starts: looked for at every place, it took 40 µs of a
      // 1,000-character message, ten times the pattern's own matching.
      new RegExp(
        String.raw`\b(?=${TRADE})(?<!\b(?:never|not|don'?t|do not)\b[^.!?\n]{0,30})${TRADE}\w*\b[^.!?\n]{0,20}\b(?:outside|off) (?:of )?(?:ebay|etsy|vinted|depop|poshmark|gumtree|craigslist|carousell|airbnb|upwork|fiverr|the (?:app|site|platform))\b`,
        'g',
      ),
      /\b(?:talk|chat|continue|text|message|contact|reach|add|send|move|details)\b[^.!?\n]{0,40}\b(?:on|via|over|through|to) (?:whatsapp|telegram|signal|kik|wechat)\b/g,
    ],
    // A stranger from a dating app, a job site or a "mentor": friends and family move chats to WhatsApp every day.
    onlyWith:
      /\b(?:app|site|profile|dating|hinge|tinder|bumble|match\.com|ebay|etsy|vinted|depop|poshmark|gumtree|craigslist|carousell|airbnb|upwork|fiverr|job|role|position|vacanc(?:y|ies)|recruit\w*|hiring|cv|resume|salary|interview|new number|mentor|invest\w*|trading|crypto)\b/,
  },
  {
    // Business e-mail compromise and its texts: the boss's favour and why the boss cannot be called, in either order.
    id: 'boss-favour',
    patterns: [
      new RegExp(
        String.raw`\b${FAVOUR}\b[\s\S]{0,400}?\b${UNREACHABLE}\b|\b${UNREACHABLE}\b[\s\S]{0,400}?\b${FAVOUR}\b`,
        'g',
      ),
    ],
  },
  {
    id: 'sextortion',
    patterns: [
      /\b(?:intimate|explicit|nude|naked|compromising|adult|porn\w*|masturbat\w*|sexual|private)\b[^.!?\n]{0,30}\b(?:videos?|photos?|pictures?|pics|images?|recordings?|footage|content|sites?)\b/g,
      /\b(?:send|share|release|leak|publish|expose|post|forward)\b[^.!?\n]{0,40}\b(?:to (?:all )?your (?:contacts|friends|family|followers|colleagues|relatives)|everyone you know)\b/g,
      // The blackmailer's "I hacked your device", not a security notice's "someone may have access to your account".
      /(?<!\b(?:someone|somebody|user|person|party|has|had|may|might|could|may have|might have|could have)(?: (?:gained|got|been|full|unauthori[sz]ed))* )\b(?:hacked|infected|access to) your (?:device|computer|phone|email|account|camera|webcam)\b/g,
      /\b(?:your|the) (?:nudes|nude (?:pics|photos)|pics you sent|photos you sent)\b|\bi (?:saved|screenshotted|recorded|have) (?:our|your|the) (?:whole )?(?:videos?|pics|photos|nudes|call|recordings?|footage)\b/g,
      // "The price to delete everything is $1,950 in Litecoin".
      /\b(?:price|pay\w*) (?:to|for) (?:delet|remov|eras)\w* (?:it|them|everything|all|the (?:videos?|recordings?|footage|pics|photos))\b/g,
      /\b(?:post|send|share|leak|show|forward)\w*\b[^.!?\n]{0,30}\b(?:everywhere|to everyone|all your (?:friends|followers|contacts)|your (?:school|parents|wife|husband|boss|employer|work colleagues))\b/g,
      /\bwebcam\b/g,
      // The lure: "Cute pics 😘 … wanna trade? ill go first".
      /\b(?:pics?|photos?|nudes)\b[^\n]{0,40}\b(?:wanna|want to|let'?s) (?:trade|swap|exchange)\b/g,
      // "I made an edited pic of u … everyone at ur school is gonna see it unless u pay".
      /\b(?:pics?|photos?|pictures?|images?|videos?|nudes)\b[^\n]{0,100}?\b(?:see|post|share|leak|send|show)\w*\b[^.!?\n]{0,40}\b(?:unless|or else) (?:you|u) (?:pay|send)\b/g,
      // "Pay 250 and I delete everything", "if u dont want ur school to see it send $200".
      /\b(?:pay|send|transfer)\b[^\n]{0,60}?\b(?:and )?i(?:'ll| will)? (?:delete|remove|erase) (?:it|them|everything|all|the (?:video|pics|photos|pictures))\b|\bif (?:you|u) (?:don'?t|dont|do not) want (?:your|ur) (?:school|parents|friends|family|mum|mom|dad|boss|wife|husband|followers) to see (?:it|this|them)\b[^.!?\n]{0,40}\b(?:send|pay)\b/g,
    ],
  },
  {
    id: 'new-number',
    patterns: [
      /\b(?:this is|it'?s|its|here'?s) (?:my|me on (?:a|my)) new (?:number|phone|mobile|no|line)\b/g,
      /\bnew (?:number|phone|mobile|no|line)\b[^.!?\n]{0,40}\b(?:save|delete|lost|broke|broken|dropped|old one|spoil\w*)\b/g,
      // In Spanish, as normalised (no accents): "este es mi número nuevo", "tengo nuevo número".
      /\b(?:este es|es|tengo|cambie de|con) (?:mi |un |el )?(?:numero nuevo|nuevo numero)\b/g,
      /\b(?:lost|broke|dropped|smashed|cracked|damaged) my (?:phone|mobile)\b/g,
      /(?<!\b(?:your|ur|his|her|their) )\b(?:my )?(?:phone|mobile)(?:'?s| has| was| is| got)? (?:been )?(?:stolen|lost|broke|broken|smashed|died|dead|spoilt|spoiled)\b|\b(?:using|on) (?:a|my) (?:friend'?s|mate'?s)(?: (?:phone|mobile))?\b|\b(?:this is|it'?s|texting (?:you )?from|messaging (?:you )?from) (?:a|my) (?:friend'?s|mate'?s|work) (?:number|phone|mobile)\b|\bmine (?:got|was|has been|is) (?:stolen|lost|smashed|broke|broken|dead)\b|\b(?:i'?m|i am) (?:texting |messaging )?(?:on|from|using) [a-z]+'s (?:phone|mobile)\b(?=[^.!?\n]{0,20}\bmine\b)/g,
      /\btemp(?:orary)? (?:number|phone|mobile|no)\b|\busing (?:this|a) temp(?:orary)? one\b|\b(?:i'?ve |i have |i )?changed (?:my )?(?:phone |mobile )?(?:number|numbers)\b/g,
      new RegExp(String.raw`\b${PHONE_GONE}\b`, 'g'),
      // In Hinglish, "ye mera naya number hai"; in Malay, "ini nombor baru saya"; then in the languages above.
      /\b(?:mera|meri) (?:naya|nayi) (?:number|no|phone|sim)\b|\b(?:nombor|nomor) baru\b/g,
      new RegExp(String.raw`\b${NEW_NUMBER_ELSEWHERE}\b`, 'g'),
      /\b(?:it'?s|its) me\b[,.!:\s-]{0,3}(?:on (?:a|my) )?new (?:number|phone|mobile|no)\b/g,
      /\b(?:mum|mom|mam|dad|mummy|daddy|grandma|grandpa|nan)\b[^.!?\n]{0,30}\bnew (?:phone )?(?:number|phone|mobile|no|sim)\b/g,
      /\bsave (?:this|my new) (?:number|no)\b/g,
      /\b(?:old|other) (?:number|phone|mobile) (?:is )?(?:not working|broken|dead|gone)\b/g,
    ],
    // A relative who asks to be rung so you hear it is them ("Ring me on it when you're free so you know it's me"), or whose
    // number has not changed ("got the new phone, same number though"): the scam cannot be checked by a call.
    unlessWith:
      /\b(?:ring|call|phone|facetime) me\b[^.!?\n]{0,40}\bso (?:you know|you can hear) (?:it'?s|its|that it'?s) (?:me|really me)\b|\bsame number\b/,
  },
  {
    id: 'family-emergency',
    patterns: [
      // The trouble and then the money, within 80 characters, the next sentence included: "I'm in jail and need $2,000
      // for bail", "I'm in hospital after a crash. Please send $900".
      // A lawyer comes up in everyday money talk ("the lawyer needs the deposit"): only as what the money is for, below,
      // where someone sent to collect may come between ("get some cash together, a man will come … to collect it for my bail").
      new RegExp(
        String.raw`\b(?:${HELD}|hospital|car (?:accident|crash)|(?:bump|prang|crash|accident) in (?:the|his|her|my) car|stranded|${STUCK}|${ROBBED})\b[^\n]{0,80}?\b(?:needs?|wants?|asking|send|pay(?:ing)?|wire|transfer|lend)\b[^.!?\n]{0,30}(?:${MONEY}|\bmoney\b|\bcash\b)`,
        'g',
      ),
      new RegExp(
        String.raw`\b(?:need|send|pay|wire|transfer|lend)\b[^.!?\n]{0,30}(?:${MONEY}|\bmoney\b|\bcash\b)[^.!?\n]{0,90}\b(?:for (?:my |the |his |her )?(?:bail|lawyer|legal fees|hospital|surgery|operation|fine|release)|bail(?! (?:me |us |you |him |her )?out)|to get (?:me )?out)\b`,
        'g',
      ),
      // "His bail is set at $8,500".
      new RegExp(String.raw`\bbail (?:is |has been )?(?:set at |of |is )?${MONEY}`, 'g'),
      // Held after an accident or an arrest, and a lawyer or bail to come; "they won't let me leave until it's paid".
      new RegExp(
        String.raw`\b(?:${HELD}|car accident|holding me)\b[^\n]{0,120}?\b(?:bail|release|public defender|my (?:lawyer|solicitor|attorney))\b`,
        'g',
      ),
      /\b(?:won'?t|will not) let me (?:leave|go)\b[^.!?\n]{0,30}\b(?:paid|pay)\b/g,
      // The "lawyer" of the grandparent scam: "I'm an attorney representing your grandson Tyler".
      /\b(?:attorney|lawyer|solicitor|public defender)\b[^.!?\n]{0,30}\brepresenting your (?:grand(?:son|daughter|child|kid)|son|daughter|nephew|niece)\b/g,
      // The grandparent scam's call to come: "I was in a car accident … Sergeant Miller is going to call you".
      new RegExp(
        String.raw`\b(?:${HELD}|car accident|crash|accident)\b[^\n]{0,160}?\b(?:sergeant|officer|detective|lawyer|solicitor|attorney|public defender)(?: [a-z]+)? (?:is going to|will|is about to|should|is gonna) (?:call|ring|contact) you\b`,
        'g',
      ),
      // The grandparent call: "I'm in a bit of trouble … please don't tell Mum".
      /\b(?:i'?m|i am|i got|got myself) (?:in|into) (?:a (?:bit|spot|lot) of |some |big |serious |real )?trouble\b[^\n]{0,120}?\b(?:don'?t|do not) (?:tell|ring|call) (?:mum|mom|dad|my (?:mum|mom|dad|parents)|the family)\b/g,
      // "Naaksidente ako, nasa ospital … Pwede po ba ma-GCash 15k?": the accident and the money, in Tagalog.
      /\b(?:naaksidente|na-aksidente|nasa ospital|naospital|nakulong)\b[^\n]{0,120}?\b(?:gcash|pera|bayad|padala|deposit)\b/g,
      // A "kidnapping": "they've got me … if you call the police they'll hurt me", "tenemos a su hija".
      /\b(?:they'?ve got me|they have me|we have your (?:son|daughter|child|kid|husband|wife|mum|mom|dad))\b|\b(?:call|tell|contact) (?:the )?police\b[^.!?\n]{0,30}\b(?:hurt|kill|harm)\b|\btenemos a su (?:hija|hijo|esposa|esposo|madre|padre)\b/g,
      // The same trouble paid in gift cards or crypto: "after a crash … get some gift cards" (not a hospital stay: "we got
      // Grandad a gift card for the hospital shop").
      new RegExp(
        String.raw`\b(?:${HELD}|accident|crash|stranded|${STUCK}|${ROBBED})\b[^\n]{0,120}?\b(?:gift ?cards?|bitcoin|western union|moneygram)\b`,
        'g',
      ),
      // "Hi Mum" texts: a bill to pay or money asked for and a banking app that will not work on the new phone, in either
      // order ("Can you help me PayNow $1,200 to my friend's number first? My bank app locked.").
      new RegExp(`${HI_MUM_ASK}[^\\n]{0,80}?${BANKING_LOCKED}`, 'g'),
      new RegExp(`${BANKING_LOCKED}[^\\n]{0,80}?${HI_MUM_ASK}`, 'g'),
      // A stranger's account to pay, and "I'll pay you back": "It's £940 to SAMUEL OKORO, sort code 20-45-77, acc 63018822.
      // I'll transfer it back Monday". A child borrowing for themselves names no one else's account.
      new RegExp(`${PAYEE_DETAILS}[\\s\\S]{0,200}?${PAY_BACK}|${PAY_BACK}[\\s\\S]{0,200}?${PAYEE_DETAILS}`, 'g'),
      // The "Hi Mum" text itself: a new or borrowed phone, then money or a favour asked for at once ("I changed number, old one
      // spoil already. Can PayNow me $980 first?", "it's me on a new number … can you help me pay for something online?").
      // The mark is on the ask; the lookbehind sits after it, so it is only tried where an ask was found.
      new RegExp(String.raw`${HI_MUM_ASK}(?<=${NEW_PHONE}[^\n]{0,160}?${HI_MUM_ASK})`, 'g'),
    ],
  },
];
