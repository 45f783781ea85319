/**
 * The pieces text-rules.ts builds its patterns from, each named for what it finds: a phone number to call, money that has
 * already moved, a bill to pay. NEGATED, NEVER_ASKS, DESCRIBES_SCAMS and NEVER_LIST are regular expressions; the rest
 * are pattern sources, to compose with `new RegExp`; rules.ts and genuine-signs.ts use some too.
 */

/**
 * A match preceded (within a few words) by one of these is negated: "never share this code", "we will not ask". Not
 * "to make sure you're not a scammer": the pretext of a stranger who then sends you a "verification code".
 */
export const NEGATED =
  /\b(?:never|not(?! an? (?:scam|bot|robot|fake))|don'?t|dont|won'?t|will not|nobody|no one|anyone)\b[^.!?\n]{0,24}$/;
/**
 * A company's own warning, further back in the sentence: "We'll never call and ask you to approve a payment or share a
 * code", "The IRS doesn't demand immediate payment using gift cards", "You never need to enter a PIN to receive money",
 * "avoid payment methods like wire transfers or gift cards", "If you've been asked to share this code or move money,
 * stop".
 * Every text rule skips a match after one. Not across a "but" ("I'd never ask, but I need gift cards"), and not the
 * imperative "don't", which scams use too ("don't call the bank, just buy the cards").
 */
export const NEVER_ASKS =
  /\b(?:(?:never|doesn'?t|does not|won'?t|will not|would not|(?<=\bno (?:[a-z]+,? (?:or )?){1,6})will)\s+(?:ever\s+)?(?:ask|demand|threaten|request|require|need|call|text|email|message|initiate|contact|send|tell)\w*|avoid (?:payment methods|paying|payments?|using|sending)|if (?:you(?:'ve| have)? been asked|you'?re being asked|(?:anyone|someone) asks(?: you)?) to)\b(?:(?!\bbut\b)[^.!?\n]){0,90}$/;

/**
 * A sentence about what scammers do, further back: "Scammers may ask you to pay with gift cards", "scammers pretending to
 * be from HMRC, saying they must pay immediately or face arrest", "people claiming to be your bank asking you to move
 * money", "the caller says a grandchild has been arrested", "you get a text saying you owe a small unpaid toll".
 * Every text rule skips a match after one (the warnings banks, charities and neighbours send). Only with scammers as the
 * ones doing something: "to protect you from fraudsters, confirm your details" is a phishing line, and "lots of
 * scammers on here, send me the code" a scam's.
 */
export const DESCRIBES_SCAMS = new RegExp(
  String.raw`(?:\b(?:scammers?|fraudsters?|criminals|con ?artists|crooks|impostors|imposters|callers?)\b(?: (?:will |may |might |can |could |often |usually |typically |sometimes |then |also |are |who )*(?:\w+ing|pretend|claim|say|ask|tell|demand|call|text|send|use|try|contact|phone|email|message|want)s?)\b|\b(?:claiming|pretending|posing|purporting) (?:to be|as)\b|\b(?:texts?|emails?|calls?|messages?|letters?) (?:saying|claiming|that says?|telling you)\b)[^.!?\n]{0,90}$`,
);
/** A list under "We will NEVER:", up to eight lines on: "We will NEVER:\n1. Ask you to move money to a 'safe account'". */
export const NEVER_LIST = /\b(?:never|not|won'?t)\b[^.!?\n]{0,40}:[ \t]*\n(?:[^\n]*\n){0,8}[^\n]*$/;

/**
 * What fake bills and alerts say you were charged for, the cover story of refund and callback scams: security software
 * and tech support, a phone or a games console, a crypto withdrawal.
 */
export const INVOICE_PRODUCT = String.raw`\b(?:norton|mcafee|geek ?squad|lifelock|avast|kaspersky|malwarebytes|bitdefender|anti-?virus|tech(?:nical)? support|lifetime (?:protection|support|licen[cs]e)|(?:pc|computer) (?:protection|security|support|repair)|(?:microsoft|office) 365|iphone|macbook|ipad|playstation|ps5|xbox|bitcoin|btc|crypto)\b`;

/** A currency written before an amount: "$", "£", "€", "₹", "₱", "AUD ", "Rs.", "RM" (ringgit), "R" (rand). */
export const CURRENCY = String.raw`(?:[$£€₹₱₦]|\b(?:usd|gbp|eur|aud|cad|nzd|sgd|inr|zar|myr|php|ksh|kes|ngn|pkr|aed)\s|\b(?:rs\.?|rm|r)(?=\s?\d))`;

/** A currency written after an amount: "5,000 pesos", "300 dollars", "2000 rupees". */
export const CURRENCY_AFTER = String.raw`(?:[$£€]|\s?(?:dollars|pounds|euros|pesos|rupees|rand|ringgit|usd|gbp|eur|php|inr))`;

/** An amount of money as banks write it: "$1,020.55", "£845.00", "AUD 45.60", "Rs.250.00", "₹1,200", "RM2.50", "R15". */
export const MONEY = String.raw`${CURRENCY}\s?\d[\d,]*(?:\.\d\d)?`;

/** What money that has already moved did: "has been taken", "was credited", "we received". */
export const MONEY_MOVED = String.raw`(?:received|taken|made|sent|deposited|paid|credited|debited|processed|posted|withdrawn|transferred|applied|collected|accepted|completed|arrived|spent|refunded|issued)`;

/** A phone number as written to be called or texted: ten characters or more ("+1 (833) 555-0199", "0800 123 4567"). */
export const PHONE_NUMBER = String.raw`\+?\(?\d[\d ().-]{8,}\d`;

/**
 * A refund the message says has been made, which receipts announce and scams do not ("your refund of $23.99 has been
 * processed", "was approved", "is on its way", "will be credited"): within the same sentence (a decimal point does not end
 * it, nor does the one of "Rs."). A scam that says so still asks for something, which other flags mark.
 */
export const REFUND_DONE = String.raw`refunds?\b(?:[^.!?\n]|\.(?=\d)|(?<=\brs)\.){0,60}?\b(?:(?:(?:has|have|had) been|was|were|is now) (?:fully )?(?:${MONEY_MOVED}|approved|returned)|is on (?:its|the) way|will be (?:credited|paid|returned|refunded))\b`;
/** "We've issued a refund of …", "we've processed your refund": someone has already made it. */
export const REFUND_MADE = String.raw`\b(?:issued|processed|sent|made|paid|credited|approved) (?:you )?(?:a |an |your |the )?(?:full |partial )?(?:tax )?`;

/** "call our billing desk at +1 (833) 555-0199": a call to action and a full phone number (10 or more characters). */
export const CALLBACK_NUMBER = String.raw`\b(?:call|contact|dial|ring|reach)\b[^\n]{0,50}?${PHONE_NUMBER}`;
/** A request for money or a bill to be paid ("need to pay a bill", "flick me $450", "two bills I need to pay"). */
export const MONEY_ASK = String.raw`(?:\b(?:need|send|pay|transfer|flick|lend)\b[^.!?\n]{0,30}(?:${MONEY}|\b(?:money|cash|bills?|rent|landlord)\b)|\bbills? (?:that )?(?:i |we )?(?:need|have|got) to pay\b)`;
/** A banking app that will not work on a new phone ("my banking app is locked", "locked out of my online banking", "can't log in to my banking"). */
export const BANKING_LOCKED = String.raw`(?:\b(?:banking app|bank app|online banking|new phone)\b[^.!?\n]{0,30}\b(?:locked|blocked|frozen|(?:not|isn'?t) (?:set up|working)|won'?t (?:work|let me)|doesn'?t work|(?:cannot|can'?t) log ?in)\b|\blocked out of (?:my )?(?:online banking|banking app|bank app|bank account)\b|\bmy (?:banking )?app (?:is|'s) (?:locked|blocked|frozen)\b|\bcan'?t (?:log ?in|sign in|get into|access)(?: to)? my (?:online )?bank(?:ing)?(?: app)?\b)`;
