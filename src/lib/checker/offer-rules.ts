/**
 * The text rules for offers that cost you: investments that promise returns, goods paid for before you can see them, and
 * jobs that pay for easy tasks. text-rules.ts runs them with the others.
 */
import { CURRENCY, CURRENCY_AFTER, MONEY } from './text-patterns.ts';
import type { TextRule } from './types.ts';

/** A payment with no buyer protection, as a seller asks for it: "Zelle me", "PayID me the $400", "pay via Chime", "on Revolut". */
const UNPROTECTED_PAYMENT = String.raw`(?:zelle|venmo|cash ?app|chime|pay ?id|pay ?now|gcash|upi|revolut|e-?transfer|interac|bizum|bank transfer)`;
/**
 * The seller's side, once paid: "I'll send tracking", "and we ship tomorrow", "the courier will deliver", "I'll mail it".
 * Not a blackmailer's "or I will post it", nor a flatmate's "I'll send it all to the landlord".
 */
const THEN_SENT = String.raw`(?:(?<!\bor )(?:i'?ll|i will|we'?ll|we will|and (?:i|we)|then (?:i|we)) (?:ship|post|mail|courier|dispatch|send (?:tracking|the (?:tickets?|tix|item|parcel|bag|phone)))|(?:the |my |a )?courier (?:will|can) (?:deliver|bring|drop)|ship (?:it |them )?(?:tomorrow|today|same day))`;

/** "it", "them over", "it out": what a seller sends on. */
const IT_ON = String.raw`(?:it|them)(?: over| out)?\b`;
/**
 * A seller's "I'll ship it", "transfer them over", "post it out". Not "send": "send it to me when it lands" asks for a
 * code, so only a payment named after it counts with "send".
 */
const SENDS_IT_ON = String.raw`\b(?:ship|post|mail|courier|dispatch|transfer)\w* ${IT_ON}`;
/** When a seller sends it on: "once", "as soon as" … */
const ONCE = '(?:once|after|as soon as|when)';

/** The words between a top-up and what it is for, never "to avoid" ("top up your account to avoid unpaid tolls" is a toll account's). */
const TOP_UP_GAP = String.raw`(?:(?!\bavoid\b)[^.!?\n]){0,30}`;
/**
 * After a task scam's or an investment's words, within 200 characters: a top-up of "your account" is a task scam's only then,
 * not a transit card's, a phone's or a toll account's.
 */
const AFTER_TASKS = String.raw`(?<=\b(?:tasks?|assignments?|orders?|commissions?|earnings|withdraw\w*|salary|job|work|platform|invest\w*|returns?|trading|stocks?)\b[^]{0,200})`;

export const OFFER_RULES: TextRule[] = [
  {
    id: 'investment-return',
    patterns: [
      /\b(?:guaranteed?|assured) (?:returns?|profits?|income|payouts?|earnings|gains)\b/g,
      // "Risk-free" and "triple your" only of money: spam also sells risk-free trials and tripled dial-up speeds.
      /\brisk[- ]free (?:investments?|returns?|profits?|trading|trades?|income|opportunity|bitcoin|crypto|way to (?:earn|make|profit))\b/g,
      /\b(?:double|triple) your (?:money|investment|savings|bitcoin|crypto|income|deposit)\b|\b(?:doubled|tripled) (?:my|his|her|their) (?:money|investment|savings|deposit)\b/g,
      // A trading group's record: "I run a small signals group, 87% win rate last month".
      /\b(?:signals?|trading|trades|forex|crypto|bot)\b[^.!?\n]{0,60}\b\d+(?:\.\d+)? ?% (?:win(?:ning)? rate|success rate|accuracy|wins)\b|\b\d+(?:\.\d+)? ?% (?:win(?:ning)? rate|success rate)\b[^.!?\n]{0,60}\b(?:signals?|trading|trades|forex|crypto)\b/g,
      // A week's gain told after the trading that made it: "was checking my gold trading … he shows me the signals, I made
      // about $8,200 this week".
      new RegExp(
        String.raw`\b(?:i|we|he|she) (?:made|earned|profited|cleared) (?:about |around |over |nearly |almost )?${MONEY}k?\b[^.!?\n]{0,15}\b(?:this|last|in (?:a|one|two|the)) (?:week|day|month|weeks|days)\b(?<=\b(?:trading|signals?|crypto|forex|invest\w*|platform|fund)\b[^]{0,200})`,
        'g',
      ),
      // A platform vouched for by its withdrawals: "I've been trading with this platform my cousin uses and I've been
      // withdrawing fine for 2 months", "you can start small and withdraw anytime".
      /\b(?:trading|investing|invested)\b[^\n]{0,120}?\bwithdraw(?:ing|n|ed|als?)? (?:fine|without (?:any )?(?:problems?|issues?)|anytime|any time|no problem)\b/g,
      // The crypto "giveaway": "send 0.1 - 5 ETH to the address in bio and get DOUBLE back", "deposit any BTC and receive 2x back".
      // Not "I sent you the ETH, can you double-check the address?".
      /\b(?:send|sent|deposit|transfer)\b(?:[^.!?\n]|\.(?=\d)){0,40}\b(?:eth|btc|bitcoin|usdt|sol|xrp|doge|crypto)\b[^.!?\n]{0,60}\b(?:(?:get|receive|returned|send (?:you )?back|we(?:'ll| will) send)\b[^.!?\n]{0,15}\b(?:double|2x|twice|triple|3x)\b|(?:double|2x|twice|triple|3x) (?:back|returned|the amount)\b)/g,
      /\b\d+(?:\.\d+)? ?% (?:fixed )?(?:daily|weekly|monthly|returns?|profit|roi|interest|gains?)\b/g,
      /\b(?:daily|weekly) (?:returns?|profits?|earnings)\b/g,
      // "Average return this month +46%": ten per cent or more in a month, a week or a day.
      /\b(?:returns?|profits?) (?:this|last|per|a|every) (?:day|week|month)\b[^.!?\n]{0,5}\+?(?:[1-9]\d|\d{3,})(?:\.\d+)? ?%/g,
      /\b(?:turn|turned|grow|grew|flip|flipped) (?:your |my )?[$£€]\s?\d[\d,.]*k? into [$£€]\s?\d/g,
      // Money in, more money out within hours: "invest N50,000 today and receive N150,000 in 72hrs", "i send 500 u get
      // 1500 back in 20 mins", "deposit $50 today and withdraw $100 tomorrow".
      /\b(?:invest|deposit|send|put in)\b[^.!?\n]{0,12}\b[a-z$£€₹₦]{0,3} ?\d[\d,.]*k?\b[^.!?\n]{0,30}\b(?:receive|get|withdraw|earn|collect)\b[^.!?\n]{0,6}\b[a-z$£€₹₦]{0,3} ?\d[\d,.]*k?\b[^.!?\n]{0,12}\b(?:(?:in|within) \d+ ?(?:mins?|minutes|hours?|hrs?|h)|tomorrow|(?:in|within|after) (?:[1-9]|1[0-4]) ?days?|(?:in|within) (?:a|one|two|1|2) weeks?)\b/g,
      // "I started with $1000 and now I have $18,500": a stranger's own winnings, the hook of investment scams.
      /\b(?:started|began|invested|put in|deposited) (?:with )?(?:only |just )?[$£€]\s?\d[\d,.]*k?\b[^.!?\n]{0,40}\b(?:now (?:i )?(?:have|got|made)|turned into|grew to)\b[^.!?\n]{0,15}[$£€]\s?\d/g,
      /\b(?:pre-?ipo (?:allocation|allotment|shares?|offer(?:ing)?|investment|placement)s?|(?:stock|investment|trading|whatsapp|telegram|vip|elite) (?:study|learning|discussion|vip|investment|stock|trading) (?:group|club)|institutional (?:accounts?|ipo quotas?|quotas?)|(?:ipo )?allotment is guaranteed|guaranteed (?:ipo )?allotments?|(?:daily|free) (?:stock )?picks|stock (?:picks|tips)|passive income|(?:trading|futures|quant|arbitrage) (?:platform|signals?|mentor|bot|app)|(?:stock|crypto) signals?|forex|investment (?:opportunity|plan|platform)|mining pool|airdrop|financial freedom)\b/g,
      /\b(?:(?:gold|crypto|bitcoin|forex|stock|options) trading|insider? (?:tips|info(?:rmation)?|data)|(?:made|earned|profit of) [$£€]?\d[\d,.]*k?(?: [$£€])? (?:last|this|in (?:a|one)) (?:week|month|day))\b/g,
      // A friend's winnings with someone to invest with: "this lady I've been investing with, I've made €5,000 in two weeks".
      new RegExp(
        String.raw`\b(?:made|earned)\b[^.!?\n]{0,6}${MONEY} (?:in|within) (?:a|one|two|three|four|\d+) (?:days?|weeks?)\b(?<=\binvest(?:ing|ed)? with\b[^]{0,140})`,
        'g',
      ),
      // The platform's fee to get the money out: "before withdrawal you must pay the personal income tax of 20%", "deposit
      // a 10% margin to unlock your withdrawal".
      /\bbefore (?:the |your |you can |any )?withdraw(?:al|ing)?\b[^.!?\n]{0,60}\b(?:pay|deposit|top up)\b|\b(?:pay|deposit|top up)\b[^.!?\n]{0,50}\b(?:tax|fee|deposit|margin)\b[^.!?\n]{0,30}\b(?:before|to) (?:you can |the |your )?withdraw|\b(?:tax|fees?|margin)\b[^.!?\n]{0,40}\bbefore (?:they (?:release|process) )?(?:the |your |you can )?withdraw/g,
      // "Today I made $3,800 from a contract on the platform": a stranger's winnings on a platform to be shown to you.
      new RegExp(
        String.raw`\b(?:made|earned|profited|got|withdrew)\b[^.!?\n]{0,6}${MONEY}[^.!?\n]{0,30}\b(?:contracts?|platform|signals?|trading app|mining)\b`,
        'g',
      ),
    ],
  },
  {
    id: 'pay-unseen',
    patterns: [
      // A landlord or seller who is away ("working overseas so can't do viewings"), then a deposit or a parcel.
      /\b(?:(?:working|living|based|stationed|deployed|currently) (?:overseas|abroad|offshore|out of the country)|away (?:working|for work|on business)|(?:i'?m|i am|currently|i'?ve been|i have been) (?:deployed|on deployment))\b[^\n]{0,100}?\b(?:deposit|keys|courier|escrow|shipping (?:facility|company|agent)|post (?:it|them)|ship (?:it|them|through|via|with)|viewings?|show (?:it|you))\b/g,
      /\b(?:(?:overseas|abroad|out of the country|interstate) (?:for work|on business|at the moment|right now))\b[^\n]{0,100}?\b(?:deposit|keys|bond|courier|post (?:it|them)|ship (?:it|them)|viewings?|show (?:it|you))\b/g,
      /\b(?:can'?t|cannot|unable to) (?:do |arrange )?(?:a |an |any )?(?:viewings?|inspections?|show (?:it|you (?:around|the [a-z]+)))\b[^\n]{0,80}?\b(?:deposit|bond|pay|transfer)\b|\b(?:deposit|bond|transfer)\b[^\n]{0,80}?\b(?:can'?t|cannot|unable to) (?:do |arrange )?(?:a |an |any )?(?:viewings?|inspections?|show (?:it|you (?:around|the [a-z]+)))\b|\b(?:viewing|inspection) (?:deposit|fee)\b/g,
      // "A holding deposit today to take it off the market".
      /\b(?:deposit|fee)\b[^.!?\n]{0,40}\btake (?:it|the (?:room|flat|house|apartment|property|car)) off the market\b/g,
      // Pay first, and it will be sent: "PayNow first, I courier tomorrow", "a deposit via PayID and I'll mark it pending",
      // "Reservation fee 3k via GCash para ma-hold". Not a payer's "deposit of $1,075 sent via bank transfer just now".
      /\b(?:pay ?now|payid|gcash|pay|payment|transfer|deposit)(?: (?:via|by|through|with|on) [a-z]+)? first\b[^.!?\n]{0,20}\b(?:courier|post|ship|send|deliver|transfer)|\b(?:deposit|reservation fee|holding fee)\b(?:(?!\b(?:sent|paid|made|transferred|received)\b)[^.!?\n]){0,25}\b(?:via|by|through|on) (?:payid|paynow|gcash|bank transfer|zelle|venmo|cash ?app)\b/g,
      // A pet "rehomed" by post: "free to a good home, you'd just need to cover the £300 transport".
      /\b(?:rehom\w*|free to (?:a )?(?:good |loving )?home)\b[^\n]{0,120}?\b(?:cover|pay)\b[^.!?\n]{0,25}\b(?:transport|shipping|delivery|courier|flight|travel)\b/g,
      // A pet sold by post: "$800 plus $250 transport to your city".
      /\b(?:pupp(?:y|ies)|kittens?|parrots?)\b[^\n]{0,120}?\b(?:transport|shipping|delivery|courier|flight) (?:fee|cost|to your)\b|\b(?:pupp(?:y|ies)|kittens?)\b[^\n]{0,120}?\bcouriered\b/g,
      // The landlord who posts the keys: "after that I will send the keys by DHL".
      /\b(?:send|post|courier|mail|ship)\b[^.!?\n]{0,15}\b(?:the |my )?keys?\b[^.!?\n]{0,25}\b(?:by|via|with|through) (?:dhl|fedex|ups|(?:a )?courier)\b|\bcourier (?:the |my )?keys\b|\bi(?:'ll| will) (?:mail|courier) (?:you )?the keys\b/g,
      // The keys by post once paid: "Once the deposit and first month are paid I'll post you the keys", "I just need the first
      // month and the deposit, and I'll send the contract and keys by registered post" (not "through the door").
      /\b(?:i'?ll|i will|we'?ll|we will) (?:post|mail|courier|send) (?:you )?(?:the )?(?:(?:contract|lease|tenancy agreement|documents?) and (?:the )?)?keys\b(?! through)(?<=\b(?:deposit|paid|payment|transfer|received)\b[^]{0,240})/g,
      // No viewing, and a deposit: "A $400 deposit will hold her … Sorry no viewings at the moment", "a R5,000 refundable deposit
      // to arrange your viewing".
      /\bno (?:visits|viewings|inspections)\b(?:(?<=\b(?:deposit|bond)\b[^]{0,220})|(?=[^]{0,200}\b(?:deposit|bond)\b))|\b(?:deposit|fee)\b[^.!?\n]{0,30}\bto (?:arrange|book|secure|confirm) (?:a |the |your )?(?:viewing|inspection|test drive)\b/g,
      // A host who takes you off the booking site for its fees: "Airbnb charge us really high fees … book direct with us … bank
      // details for the deposit", "we don't use booking sites anymore because of the fees … transfer a 50% deposit".
      /\b(?:airbnb|booking\.com|vrbo|booking (?:sites?|platforms?))\b[^.!?\n]{0,60}\bfees?\b(?=[^]{0,200}\b(?:deposit|bank details|bank transfer|transfer|wire|zelle|e-?transfer|pay ?id)\b)/g,
      // A trade where you go first: "u go first then i'll send the robux".
      /\b(?:you|u) go first\b[^.!?\n]{0,30}\b(?:i'?ll|i will|ill) (?:send|give|trade|transfer)\b/g,
      // The first to pay gets it.
      /\bwhoever (?:sends|pays|transfers)\b[^.!?\n]{0,40}\b(?:first|deposit)\b|\bfirst (?:person|one) to (?:send|pay|transfer)\b/g,
      // No buyer protection: PayPal "friends and family", "bank transfer only as PayPal takes fees".
      // Not the seller who refuses it: "I only do Vinted checkout, not PayPal F&F".
      /(?<!\b(?:not|no|never)(?: by| via| through)? )\b(?:paypal|venmo)\b[^.!?\n]{0,30}\b(?:friends (?:and|&) family|f ?& ?f)\b|\b(?:bank )?transfer only\b[^.!?\n]{0,30}\bpaypal\b|\b(?:as|because|since) paypal (?:takes|charges) (?:a )?fees?\b/g,
      /\btickets?\b[^\n]{0,100}?\b(?:pay|paid) (?:by|via|with) bank transfer\b/g,
      // Tickets for an app payment without buyer protection: "Zelle or Cash App only", "bank transfer only".
      /\b(?:tickets?|tix)\b[^\n]{0,150}?\b(?:zelle|cash ?app|venmo|bank transfer|e-?transfer|paynow|gcash|apple pay)(?: or (?:zelle|cash ?app|venmo|bank transfer|paypal|apple pay))? only\b/g,
      // A room or a car seen only once paid: "Pay ₹5,000 advance on UPI today to block the room, visit after payment only".
      /\b(?:visit|viewing|view (?:it|the [a-z]+)|see (?:it|the [a-z]+))\b[^.!?\n]{0,15}\bafter (?:the )?payment\b/g,
      // Sent by e-mail or as a QR code once paid: "I'll email them to you after payment", "will send the QR code as soon as
      // payment comes through"; tickets half paid now.
      new RegExp(
        String.raw`\b(?:email\w* (?:them|it)|(?:send|transfer|forward)\w* (?:the )?(?:qr(?: codes?)?|tickets?|tix|e-?tickets?))\b[^.!?\n]{0,30}\b(?:after|once|as soon as|when)\b[^.!?\n]{0,15}\bpayment\b|(?<!\b(?:traffic|parking|speeding) )\b(?:tickets?|tix)\b[^\n]{0,150}?\b(?:pay|${UNPROTECTED_PAYMENT})\b[^.!?\n]{0,15}\b(?:now|upfront|(?:in )?advance|first(?! thing))\b`,
        'g',
      ),
      // Paid by an app with no buyer protection, then sent: "Zelle me the full amount … I'll send tracking as soon as it's
      // paid", "Just PayID me the $400 and the courier will deliver Thursday", "Pay via Chime … and we ship tomorrow";
      // and the other way round: "I'll mail it once you Cash App me", "can send them over as soon as I get the money on Revolut",
      // "I can transfer them through Ticketmaster as soon as payment's in", "Can transfer via the official app once you pay by
      // PayNow", "I send you the PDF as soon as you pay by Bizum".
      new RegExp(
        String.raw`\b${UNPROTECTED_PAYMENT}\b[^.!?\n]{0,60}\b${THEN_SENT}\b|(?:\bsend\w* ${IT_ON}|${SENDS_IT_ON})[^.!?\n]{0,20}\b${ONCE} (?:you |i )?(?:get the money|send the money (?:on|by|via|through) ${UNPROTECTED_PAYMENT}|(?:${UNPROTECTED_PAYMENT}) me|(?:the )?payment (?:clears|is received|comes through|lands))\b|${SENDS_IT_ON}[^.!?\n]{0,30}\b${ONCE} (?:it (?:lands|clears|comes through)|(?:the )?(?:payment|money)(?:'s| is) in)\b|\b(?:send|transfer|ship|post|mail|dispatch)\w*\b[^.!?\n]{0,30}\b${ONCE} you pay (?:by|via|with|on|through|using) ${UNPROTECTED_PAYMENT}\b`,
        'g',
      ),
      // Tickets for a transfer first: "£95 each, bank transfer first sorry bc i've been scammed before", "E-transfer and I'll
      // send them right after".
      /\b(?:tickets?|tix)\b[^\n]{0,150}?\b(?:(?:bank |e-?)?transfer|payment|pay ?id)(?: first\b| (?:and|then) i'?ll (?:send|email|transfer)\b)/g,
    ],
  },
  {
    id: 'job-task',
    patterns: [
      // The fake cheque for "equipment": "we'll send you a cheque for $3,850 to purchase equipment from our approved vendor".
      /\b(?:send|mail|post|give) you a (?:cheque|check)\b[^.!?\n]{0,60}\b(?:equipment|supplies|laptop|software|home office|workstation)\b/g,
      // A job offered with no interview: "the client would like to move straight to offer without an interview".
      /\b(?:offer|hire you|hired|job|position)\b[^.!?\n]{0,20}\bwithout (?:an? |any )?interview\b|\bno interview (?:needed|required|necessary)\b/g,
      // A money mule's "job": "money gets sent in, you send it on and keep £300", "let me use it for a mobile deposit and i
      // send u ur cut".
      /\b(?:money|funds|cash|payments?)\b[^.!?\n]{0,25}\b(?:sent|paid|comes?|goes) in\b[^.!?\n]{0,20}\b(?:send|transfer) (?:it |them )?on\b|\breceive and (?:send|transfer) (?:it )?on\b|\breceive\b[^.!?\n]{0,40}\b(?:send|transfer|pass) it on\b[^.!?\n]{0,20}\bkeep\b|\b(?:send|give) (?:u|you) (?:ur|your) cut\b/g,
      // "Earn $300 a day", "earn Rs 3000-8000 daily".
      new RegExp(
        String.raw`\b(?:earn(?:ing|s)?|mak(?:e|es|ing)|get paid|salary of|income of)(?: up to| over| from)? (?:${CURRENCY}\s?)?\d[\d,.]*k?(?: ?(?:-|to) ?(?:${CURRENCY}\s?)?\d[\d,.]*k?)?\+?(?:${CURRENCY_AFTER})?(?: ?(?:\/|per|a|an|each|every) ?(?:day|hour|hr|week|task)| daily| weekly)\b`,
        'g',
      ),
      /\b(?:daily (?:pay|income|salary|commission)|commission per|(?:complete|finish|do) (?:simple |easy |online |daily )?(?:tasks?|orders?|reviews?|ratings?)|(?:like|rate|follow) (?:these |the )?(?:\d+ )?(?:youtube |tiktok )?(?:videos|posts|products|channels|pages)|app optimi[sz]ation|data optimi[sz]ation|product boost)\b/g,
      // "You get ₹150 per task".
      new RegExp(
        String.raw`(?:${CURRENCY})\s?\d[\d,.]*(?:${CURRENCY_AFTER})? ?(?:per|a|each|for each|\/) ?task\b`,
        'g',
      ),
      /\b(?:recruiting|hiring|looking for|need(?:ing)?) (?:part[- ]time |full[- ]time )?(?:online|remote|part[- ]time|home[- ]based) (?:staff|workers?|assistants|employees|members|partners)\b|\b(?:salary|pay|income|commission)\b:? (?:of |up to )?[$£€₹]?\d[\d,.]*k?(?: ?(?:-|to) ?[$£€₹]?\d[\d,.]*k?)? ?(?:daily|per day|a day|\/day)\b/g,
      // A range of pay a day, however the money is written: "1,500-5,000 pesos daily", "$200-$500 per day".
      new RegExp(
        String.raw`(?:${CURRENCY}\s?)?\d[\d,.]*k? ?(?:-|to) ?(?:${CURRENCY}\s?)?\d[\d,.]*k?(?:${CURRENCY_AFTER})? ?(?:daily|per day|a day|\/day)\b(?<=(?:${CURRENCY}\s?\d|\d${CURRENCY_AFTER}) ?(?:daily|per day|a day|\/day))`,
        'g',
      ),
      /\b(?:work from home|remote (?:'[^'\n]{1,40}' )?(?:job|position|work|role)|part[- ]time (?:job|work|position|role)|flexible (?:hours|remote|part[- ]time|role)|no experience (?:needed|required)|job (?:offer|opportunity))\b/g,
      new RegExp(
        String.raw`\b(?:deposit|top[- ]?up|recharge)\b${TOP_UP_GAP}\b(?:to (?:start|unlock|withdraw|continue)|your (?:account|balance)${AFTER_TASKS})\b`,
        'g',
      ),
      // A money mule: "use your bank account to receive a payment … you keep £100 and send the rest on".
      /\b(?:use|borrow|rent) (?:your|ur) (?:bank )?(?:account|card|cash ?app)\b[^.!?\n]{0,40}\b(?:payments?|money|funds|transfers?) (?:from|for) (?:my|our|his|her|their|a client|clients)\b|\bkeep\b[^.!?\n]{0,20}\d[^.!?\n]{0,30}\b(?:send|transfer|pass)\b[^.!?\n]{0,10}\bthe (?:rest|remainder|balance)\b|\b(?:someone|anyone) (?:with|w) (?:a |an )?(?:cash ?app|bank) (?:card|account)\b|\bi(?:'ll| will)? send\b[^.!?\n]{0,25}\b(?:you|u),? (?:you|u) send\b/g,
      // A fee to get the job: "Shoprite is hiring! … Pay R350 registration fee for uniform & training to secure your spot"
      // (not a club's "registration fee for the season": a job is named before or after the fee).
      /\b(?:registration|training|uniform|onboarding|joining|interview|placement|medical|processing|documentation|visa) (?:(?:and|&) (?:processing|documentation|visa|medical) )?(?:fee|charge|deposit)\b(?<=\b(?:jobs?|hiring|hired|interview|position|candidate|vacanc(?:y|ies)|shortlisted|salary|recruit\w*)\b[^\n]{0,160})|\b(?:registration|training|uniform|onboarding|joining|placement) (?:fee|charge|deposit)\b(?=[^\n]{0,80}\b(?:interview|job|position|hired|start work)\b)/g,
      // A fee for checks or training that "will be refunded in your first pay packet".
      /\b(?:refunded|reimbursed|paid back|returned) (?:to you )?(?:in|with|from) your first (?:pay|salary|wages?|pay ?check|paycheque|pay ?packet|payslip)\b/g,
      new RegExp(
        String.raw`\b(?:top[- ]?up|recharge)\b${TOP_UP_GAP}\b(?:account|balance)\b${AFTER_TASKS}|\bunlock (?:your )?(?:commission|earnings|salary|withdrawal|funds|profits?)\b|\b(?:combination|combo|lucky|merge) orders?\b`,
        'g',
      ),
    ],
  },
];
