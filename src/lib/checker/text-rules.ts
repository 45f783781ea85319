/**
 * The text rules of step 3: one red flag each, with the patterns that find it in the normalised text
 * (lower case, look-alikes folded, obfuscation undone). rules.ts runs them. Each pattern describes the
 * general scam pattern, never one message; tests in tests/unit/checker/rules.test.ts.
 */
import { OFFER_RULES } from './offer-rules.ts';
import { PEOPLE_RULES } from './people-rules.ts';
import {
  CALLBACK_NUMBER,
  CURRENCY,
  INVOICE_PRODUCT,
  MONEY,
  NEGATED,
  REFUND_DONE,
  REFUND_MADE,
} from './text-patterns.ts';
import type { TextRule } from './types.ts';

/** Gift and prepaid cards, the payment scammers ask for because it cannot be traced or taken back. */
const GIFT_CARDS = String.raw`(?:gift ?cards?|itunes cards?|google ?play (?:cards?|gift|codes?)|steam (?:cards?|wallet)|apple (?:gift )?cards?|amazon (?:gift )?cards?|ebay (?:gift )?cards?|vanilla (?:visa|cards?)|prepaid cards?|voucher codes?)\b`;

/** "By mistake", as English, Hinglish and Swahili write it. */
const BY_MISTAKE = String.raw`(?:by mistake|mistakenly|accidentally|in error|wrongly|galti se|kwa makosa|kimakosa)`;
/** Money said to be sent: "transferred", "Venmo'd", Hindi "bhej diye", Swahili "nimekutumia" (I have sent you). */
const MONEY_SENT = String.raw`(?:sent|transferred|paid|deposited|venmo'?d|zelle'?d|bhej\w*|nimekutumia|nimetuma)`;

/** The text rules, strongest signs first. */
export const TEXT_RULES: TextRule[] = [
  {
    id: 'code-request',
    patterns: [
      // Not a share code to give an employer ("bring your passport or share code", "generate a share code at gov.uk").
      /\b(?:send|give|tell|(?<!\b(?:a|an|your|the|my|or|and) )share|read|forward|provide|text|reply with|pass on)(?: it)?(?: (?:me|us|back|over))?(?: (?:the|your|that|this|a|my))?(?: (?:\d|six|four)[- ]?digits?| one[- ]time| verification| security| confirmation| login| log-in| access| authentication| auth| otp| sms| 2fa| whatsapp| activation| blik)* (?:code|otp|pin|passcode|password|cvv|cvc)s?\b/g,
      // A code to be photographed or the login itself: "you'll get a code from Facebook in a sec, could you screenshot it for
      // me?", "I'll pay via PayPal after you send the login and email" (not a discount code, nor a login page's link).
      /(?<!\b(?:discount|promo|voucher|referral|coupon|gift|post|zip|dress|qr|bar) )\b(?:code|otp|pin)\b[^.!?\n]{0,40}\b(?:screenshot|screen ?shot|send (?:me )?a (?:pic|photo|picture) of) (?:it|that|the code)\b|\bsend (?:me )?(?:the|your|ur) (?:login|log-?in|account login|sign-?in)(?: details| info| and (?:the )?(?:e-?mail|password))?\b(?! (?:page|link|screen|url|button|form))/g,
      // In Tagalog, Swahili and Urdu: "may matatanggap kayong 6-digit code. Pakisend po dito", "tafadhali nitumie code
      // uliyopokea", and the caller who sent the code ("main ne aap ko ek code bheja hai, wo bata dein"), not a relative's
      // "OTP aaya hoga, bata do" (one must have come).
      /\b(?:code|otp|pin)\b[^\n]{0,60}\b(?:pakisend|pakibigay|paki-send|i-send mo|ibigay mo)\b|\b(?:pakisend|pakibigay|paki-send)\b[^.!?\n]{0,30}\b(?:code|otp|pin)\b|\bnitumie (?:hiyo |ile )?(?:code|namba ya siri|pin|otp)\b|\b(?:code|otp) (?:bheja|bhej (?:raha|rahi))\b[^\n]{0,40}?\b(?:bata|bhej) (?:dein|dain|do|dijiye)\b/g,
      // Not the family's Wi-Fi or front door: "what's the password for the internet again?", "what's the code on the door?".
      /\bwhat(?:'s| is) (?:the|your) (?:code|otp|pin|password)\b(?! (?:for|on|to|of) (?:the|our|your|my) (?:wi-?fi|internet|router|box|gate|(?:front |back )?door|alarm|shed|locker|garage|key ?safe|lock ?box|padlock|building|flat|apartment|house))/g,
      // Courier fraud: "put the card and a note of your PIN in a sealed envelope".
      /\b(?:note|write|written)(?: down)?(?: of)? your pin\b|\byour pin\b[^.!?\n]{0,40}\b(?:envelope|courier)\b/g,
      // A shared file or fax behind a sign-in: "Sign in with your email password to view" (a mail or document service never
      // needs the password of your mailbox to show you a file).
      /\b(?:sign|log) ?in with your (?:e-?mail|mailbox|webmail|outlook|office ?365|microsoft)(?: account)? password\b/g,
      // The expiring-password lure: "you can keep using your current password by clicking below" (a mail server that lets
      // you keep a password never needs you to type it on a web page).
      /\bkeep (?:using )?(?:your |the )?(?:current|same|existing) password\b/g,
      // "put in your login so we can whitelist you".
      /\b(?:put|type) in (?:your|ur) (?:login|log-in|password|pass|pin)\b/g,
      // "send me the 6 digit number you just got".
      /\b(?:send|give|tell|forward|text|read)(?: it)?(?: (?:me|us|back|over))?(?: (?:the|that|this|your))? (?:\d|six|four)[- ]?digits?(?: (?:number|no))?\b/g,
      /\b(?:tell|send|give|read) me what (?:it|the code|the text|the message) says\b/g,
      /\b(?:code|otp) (?:i|we) (?:just |accidentally |mistakenly )?(?:sent|texted|forwarded)\b/g,
      // "I accidentally sent my verification code to your number": the opener of an account takeover.
      /\b(?:sent|texted|forwarded|went)\b[^.!?\n]{0,20}\b(?:code|otp|pin)\b[^.!?\n]{0,12}\bto your (?:number|phone|mobile)\b/g,
      // "The code went to you by mistake, can you forward it?"
      /\b(?:code|otp)\b[^.!?\n]{0,20}\b(?:went|was sent|got sent|came|goes) to (?:you|u|your (?:number|phone|mobile))\b[^\n]{0,40}?\b(?:by (?:mistake|accident)|accidentally|mistakenly|forward|send (?:it|me))\b/g,
      /\b(?:verify|confirm|enter|provide) your (?:(?:upi )?pin|password|cvv|card (?:details|number)|bank (?:details|login)|online banking|login details)\b/g,
      // "I'm sending you a verification code, please read it to me": a buyer or seller "verifying" you takes over your account.
      // Also after a question: "did you just get a 6 digit code? Could you send it to me"; "… from Google, send it here".
      /\b(?:codes?|otps?)\b[^\n]{0,60}?\b(?:read|tell|send|give|text|forward) (?:it|them|the code|that code)(?: back)? (?:(?:to )?me|here)\b/g,
      // "You'll get a 6 digit code on your phone in a sec, can you reply with it so I can finish your account?"
      /\b(?:codes?|otps?)\b[^.!?\n]{0,60}?\b(?:reply|respond) with (?:it|them|the code|that code)\b/g,
      // "I sent you a 6 digit code by accident": the opener of a WhatsApp account takeover.
      /\b(?:sent|texted|forwarded) you (?:a |my |the )?(?:\d[- ]?digits? |six[- ]digit |verification |login |whatsapp )?code\b[^.!?\n]{0,12}\b(?:by (?:accident|mistake)|accidentally|mistakenly)\b/g,
      // "I'm sending a 6 digit code to your phone, can you just tell me what it is?", "screenshot the code and send it back",
      // "send me a screenshot of the code they text you".
      /\b(?:sent|sending|send|texted|get|got|receive|received)\b[^!?\n]{0,20}\bcodes?\b[^!?\n]{0,60}\b(?:tell me (?:what (?:it|the code) (?:is|says)|the (?:number|digits|code))\b|what(?:'s| is) it\?)|\bscreenshot (?:the|that|this) code\b|\bscreenshot of (?:the|that|this|a|your) (?:verification |login |security |one-time |whatsapp |\d[- ]?digit |six[- ]digit )?(?:code|otp)s?\b|\bcodes?\b[^!?\n]{0,60}\bsend (?:it|them|the code) back\b/g,
      // A "bank" call to come: "one of our team will call you, confirm the code we send you when asked".
      /\b(?:confirm|read|give|tell)\b[^.!?\n]{0,10}\b(?:the|this|that) code\b[^.!?\n]{0,40}\bwhen (?:asked|(?:they|we|our [a-z]+) (?:call|ring)s?)\b|\b(?:will|to) (?:call|ring) you\b[^.!?\n]{0,60}\b(?:confirm|read|give|tell) (?:them |us |him |her )?(?:the|this|that) code\b/g,
      // A friend "locked out": "Facebook will text you a link, can you just send it on to me?" (the link resets their account).
      /\b(?:text|send|email|message)s? you (?:a |the )?(?:code|link)\b[^\n]{0,60}?\b(?:send|forward|pass|give|read|tell) (?:it|them)(?: on| back| over)? to me\b/g,
    ],
    unlessBefore: NEGATED,
    // The code of a gate or a door ("im outside but the gate code not working. Can you tell me the code"), in a message that
    // names no code sent by text, e-mail or an app.
    unlessWith:
      /^(?![^]*\b(?:otp|texted|sms|verification|digits?|sent (?:to )?(?:you|your)|just got|app)\b)[^]*\b(?:gate|door|buzzer|building|lobby|entry|entrance|keypad|key ?safe|lock ?box|garage|alarm) code\b/,
  },
  {
    id: 'remote-access',
    patterns: [
      /\b(?:any ?desk|team ?viewer|quick ?support|quick ?assist|logmein|ultra ?viewer|rust ?desk|supremo|zoho assist|screen ?connect|connectwise|remote (?:access|desktop|control|support) (?:app|software|tool|session))\b/g,
      // An Android app sent as a file ("install SBI reward.apk", "wedding_invitation.apk"): it reads your texts, codes included.
      /\bapks?\b/g,
      // A program to download from a link: "https://…/contract.exe".
      /\/[\w.-]+\.(?:exe|msi|scr)\b/g,
    ],
  },
  {
    id: 'invoice-callback',
    patterns: [
      // A made-up charge (antivirus, an iPhone, a bitcoin withdrawal) and a phone number to "cancel" or "get a refund", within 400
      // characters of each other, in either order; both are marked. (Each lookbehind sits after its match, so it is
      // only tried where the product or the number was found.)
      new RegExp(`${INVOICE_PRODUCT}(?=[\\s\\S]{0,400}?${CALLBACK_NUMBER})`, 'g'),
      new RegExp(`${INVOICE_PRODUCT}(?<=${CALLBACK_NUMBER}[\\s\\S]{0,400}?${INVOICE_PRODUCT})`, 'g'),
      new RegExp(`${CALLBACK_NUMBER}(?=[\\s\\S]{0,400}?${INVOICE_PRODUCT})`, 'g'),
      new RegExp(`${CALLBACK_NUMBER}(?<=${INVOICE_PRODUCT}[\\s\\S]{0,400}?${CALLBACK_NUMBER})`, 'g'),
    ],
    // A bill: a sum or the words of one ("Geek Squad: your repair is ready, questions? call …" is no bill).
    onlyWith:
      /[$£€]\s?\d|\b(?:invoice|renew\w*|subscription|charged?|billing|refund\w*|cancel\w*|payment|purchase|withdraw\w*)\b/,
  },
  ...PEOPLE_RULES,
  {
    // Payment diversion: a supplier's, landlord's, solicitor's or employee's "new bank details", which criminals send from a
    // hacked or look-alike mailbox so the next payment goes to them.
    id: 'bank-details-changed',
    patterns: [
      // "Our bank details have changed, so please use sort code …" (not a confirmation that "your payroll bank details have
      // been updated").
      /(?<!\byour (?:[a-z]+ )?)\b(?:bank|banking|account|payment) details have (?:recently |just )?(?:changed|been (?:changed|updated))\b/g,
      // "Our rent trust account has changed … update your automatic payment to the account below", "their trust account has
      // changed due to a FICA audit".
      /\b(?:our|their|the company'?s) (?:(?:rent|trust|business|company|client|bank) )*account (?:has|have) (?:recently |just )?changed\b/g,
      // "Updated wire instructions", "we've moved our business account to a new bank", "disregard the instructions from the
      // earlier packet" (not a confirmation of "your new bank details", nor a payer's "we got your call about the new bank
      // details").
      /(?<!\b(?:your|about the|regarding the) )\b(?:updated|new) (?:wire|payment|bank(?:ing)?) (?:instructions|details)\b|\bmoved (?:our|my) (?:business |company )?(?:bank )?account to a new bank\b|\bdisregard (?:the|any) (?:previous|earlier|old) (?:wire |payment |bank )?(?:instructions|details)\b|\brather than the (?:details|account) on (?:the |our )?(?:old|previous|earlier) invoices?\b/g,
      // "The previous account will no longer accept payments", "following a change in the school's banking partner", "could you
      // pay the balance to my partner's account instead" (someone else's account, for a firm's bill).
      /\b(?:previous|old|current|existing) (?:bank )?account (?:will )?no longer (?:accept|be used|receive|be active)\b|\bchange (?:in|of) (?:the |our )?(?:school'?s |company'?s |firm'?s |business'?s )?bank(?:ing)? (?:partner|provider)\b|\b(?:pay|send|transfer)\b[^.!?\n]{0,50}\b(?:to|into) (?:my|our) (?:partner'?s|wife'?s|husband'?s|colleague'?s|director'?s|accountant'?s|associate'?s|personal) account instead\b/g,
      // "Please pay rent to our new trust account", "please use our new account details", "all payments for March go to our
      // new business account", "we've changed banks" (a business's "we"; a person's "I've switched banks" is everyday news).
      /\b(?:send|transfer|pay|use)\b[^.!?\n]{0,25}\b(?:to )?(?:the|our|a) (?:new|updated) (?:[a-z]+ )?(?:account(?: details)?|details)\b|\b(?:payments?|rent)\b[^.!?\n]{0,30}\b(?:go|be made|be sent|be paid) (?:in)?to (?:our|the) new (?:[a-z]+ )?account\b|\bwe(?:'ve| have|'re| are) (?:recently |just )?(?:changed|moved|moving|switched|switching|changing) banks?\b/g,
      // Payroll diversion: "I switched banks and wanted to update my direct deposit … can you change it to my new account?";
      // a landlord's "I've switched banks so from this month could you send the rent to my new account" ("rent from this month
      // should be paid to our new account" above).
      /\b(?:update|change|switch)\b[^.!?\n]{0,15}\bmy (?:direct deposit|payroll (?:details|account|info)|salary account)\b|\bmy (?:next )?(?:pay ?check|paycheque|salary|wages) (?:to )?(?:go|be paid|be deposited|deposited|paid) (?:in)?to (?:my|the) new (?:bank|account)\b|\b(?:change|update|switch|move) (?:it|my pay|my salary) (?:over )?to (?:my|the) new (?:bank|account)\b|\b(?:i'?ve|i have) (?:recently |just )?(?:switched|changed|moved)(?: banks?\b|\b[^.!?\n]{0,40}\bnew bank\b)(?=[^]{0,160}\b(?:payroll|salary|pay ?check|paycheque|wages|(?:send|pay|transfer)(?: the)? rent)\b)/g,
    ],
  },
  {
    id: 'payment-method',
    patterns: [
      // Gift cards bought, paid with or read out (a prize or a thank-you that is a gift card is not a payment).
      // The mark is on the cards; each lookbehind sits after its match, so it is only tried where the cards were found.
      new RegExp(
        String.raw`\b${GIFT_CARDS}(?:(?<=\b(?:buy|bought|purchase|get|grab|pick up|send|pay|paying|paid|payment|scratch|redeem)\b[^.!?\n]{0,40}${GIFT_CARDS})|(?<=${MONEY} (?:in|by|with|via|through|using|as) (?:[a-z]+ )?${GIFT_CARDS})|(?=[^.!?\n]{0,40}\b(?:codes?|numbers?|pins?|scratch|photos?|pictures?|back of)\b))`,
        'g',
      ),
      // Not the exchange Crypto.com, a payee a bank's alert names ("we've stopped a payment of £2,000.00 to CRYPTO.COM").
      /\b(?:bitcoins?|btc|crypto(?:currency|currencies)?(?!\.com\b)|usdt|tether|ethereum|litecoin|bitcoin atm|coin ?atm|crypto wallet|wallet address)\b/g,
      // Not a bank's notice of a wire already made: "Wire transfer sent", "your outgoing wire of $18,400.00 was processed".
      /\b(?:wire (?:transfer|the money|it|the funds)(?! (?:sent|received|completed|processed|confirmation|was|has been)\b)|western union|moneygram|money order|transfer the money to)\b/g,
      // Also past an amount: "transfer the balance of $86,450.00 to the following account".
      /\b(?:send|transfer|pay)\b(?:[^.!?\n]|\.(?=\d)){0,40}\bto (?:this|my friend'?s|my landlord'?s|the following|(?:our|the|a) (?:safe|secure)) account\b|\b(?:safe|secure|holding) account\b/g,
      // Not Apple Pay, a card in a phone: "pay with Apple Pay or Google Pay using your digital card".
      /\b(?:pay|paid|send|transfer)\b[^.!?\n]{0,40}\b(?:via|through|using|with|by|on) (?:zelle|venmo|cash ?app|revolut|wise)\b/g,
      // Courier fraud: a "courier" or "officer" comes to the door for your card or your cash (not cash on delivery).
      /\b(?:courier|driver|agent|officer|representative)\b[^.!?\n]{0,30}\b(?:collect|pick up|come (?:and|to) (?:collect|get))\b[^.!?\n]{0,25}\b(?:(?:your|the) (?:[a-z]+ ){0,2}cards?|(?:the )?(?:cash|money|gold)\b(?: you (?:withdrew|took out|have withdrawn)| from (?:your (?:home|house|door)|you)))\b/g,
      // "Withdraw £4,000 in cash today … an officer will collect it from your home".
      /\bwithdraw\b[^\n]{0,150}?\b(?:officer|courier|agent|driver|colleague)\b[^.!?\n]{0,20}\b(?:will|is going to|to) (?:collect|pick up|come (?:and|to) (?:collect|get))\b/g,
      // A "buyer" who pays by QR code: scanning or paying one only ever sends money ("send Rs 1 on my QR to verify your
      // account", "scan the QR code to receive your cashback", "our payment system works by QR").
      /\b(?:scan|send|pay)\b[^.!?\n]{0,25}\bqr\b[^.!?\n]{0,60}\b(?:to|you(?:'ll| will)) (?:receive|get|claim|verify)\b|\bpayment system works by qr\b/g,
      // Talking the payer past the bank's name check: "it's to a company so the name will come up different", "the account
      // name won't match, just ignore the warning" (not the bank's own "if the name doesn't match, stop").
      /(?<!\bif (?:the |it |that )?(?:account |payee )?)\b(?:the )?(?:account |payee )?name (?:(?:will|might|may|would|could|is going to) (?:come up|show(?: up)?|appear|pop up|say|display|be)(?: as)? (?:different(?:ly)?|wrong|something else)|(?:won'?t|will not|might not|may not) match)\b|\bignore (?:the|any) (?:name|payee|no[- ]match|mismatch) (?:warning|check|alert|message)\b/g,
      // "Hi Mum" follow-up: a friend's account, since "mine is blocked".
      /\b(?:friend|mate|cousin|landlord)'?s (?:acc|account|bank)\b[^.!?\n]{0,40}\b(?:blocked|locked|frozen)\b/g,
      // Overpayment: a cheque for more than the price, and the buyer's "mover" to be sent the difference.
      /\b(?:cashier'?s|certified|bank) (?:check|cheque)\b[^.!?\n]{0,60}\b(?:extra|more than|difference|overpa(?:y|id|yment))\b|\bsend (?:him|her|them|the (?:mover|courier|agent|driver|shipper)) the (?:difference|rest|extra|balance)\b|\b(?:send|transfer|e-?transfer|wire|pay) (?:the )?(?:difference|rest|extra|balance) to (?:the|my|his|her|their) (?:movers?|courier|agent|driver|shipper|moving company|shipping company)\b/g,
      // A buyer's fake payment or a payout held back: money "on hold" until you confirm it on a link, a fee "to release
      // the amount", or the buyer's courier fee.
      /\b(?:release|unlock)\b[^.!?\n]{0,20}\b(?:the |your )?(?:funds|payment|money|amount)\b|\bconfirm (?:you(?:'ve| have)? received|receipt of) the (?:funds|payment|money)\b|\bsend (?:me |us |him |her |them )?(?:back )?(?:the )?(?:[$£€]\s?\d+ )?(?:courier|shipping|pickup|removal|transport) fee\b/g,
      // The buyer who will not come: a courier or driver collects, and the money comes by an app ("I'll send a courier and
      // pay through PayPal, just need your PayPal email"), in either order.
      /\b(?:send|sending|arrange|book|my|for the)\b[^.!?\n]{0,12}\b(?:courier|driver|mover|shipper|delivery (?:guy|man|agent))\b[^\n]{0,80}?\b(?:pay|paying|paid|payment)\b[^.!?\n]{0,20}\b(?:paypal|zelle|venmo|cash ?app|e-?wallet)\b|\b(?:pay|paying|paid)\b[^.!?\n]{0,20}\b(?:paypal|zelle|venmo|cash ?app|e-?wallet)\b[^\n]{0,80}?\bmy (?:courier|driver|mover|shipper)\b/g,
      // The accidental transfer: money "sent to your number by mistake" that you are asked to send back (a reversed or fake
      // payment leaves you out of pocket), the ask often on the next line; also as Hinglish and Swahili write it ("galti se
      // … bhej diye … wapas kar do", "nimekutumia … kimakosa … urudishe").
      new RegExp(
        String.raw`\b(?:${MONEY_SENT}\b[^.!?\n]{0,40}\b${BY_MISTAKE}|${BY_MISTAKE}\b[^.!?\n]{0,40}\b${MONEY_SENT})\b[^]{0,120}?(?:\b(?:send|transfer|pay|refund)(?: (?:it|the money|the amount|them|(?:the )?${MONEY}))? (?:back|to me|to my)\b|\b(?:return|reverse (?:it|the money|the amount))\b|\b(?:wapas|vapas|nirudishie|nirejeshee|u?rudishe|rudisha)\b)`,
        'g',
      ),
      // The buyer who "sent $650 instead of $450" or "sent extra $300 to cover the upgrade", and wants the difference back.
      new RegExp(
        String.raw`\b(?:(?:${MONEY_SENT}|put in|entered|typed)\b[^.!?\n]{0,20}${MONEY} instead of ${MONEY}|${MONEY_SENT} (?:you )?(?:an )?extra\b)[^\n]{0,120}?\b(?:send|transfer|pay|refund)\b(?: (?:it|that|them|the (?:extra|difference|rest|balance)))?(?: ${MONEY})? back\b|\b(?:send|transfer|pay|refund) back the (?:extra|difference|excess) (?:${MONEY}|money|amount)|\b(?:send|transfer|pay|refund) the (?:extra|difference|excess) ${MONEY} back\b`,
        'g',
      ),
      // PayID has no "business account" to upgrade to before money arrives: the buyer's story to make you pay the "upgrade".
      // Also "it says it's pending because your account isn't a business account".
      /\bbusiness (?:payid|pay id)\b|\bpay ?id\b[^.!?\n]{0,60}\bupgraded? to\b|\b(?:pending|on hold|held|can'?t (?:go|come) through)\b[^.!?\n]{0,30}\b(?:isn'?t|is not|not) (?:a |an )?(?:business|premium|merchant|verified) account\b|\bupgraded? to a business (?:account|payid)\b[^.!?\n]{0,60}\b(?:receive|released?|payment)\b/g,
      // A seller who refuses cards so you pay by bank transfer: "we cannot accept card payments for plans at this price, so
      // please pay by bank transfer" (firms that take payment take cards; a transfer is hard to get back).
      /\b(?:cannot|can'?t|don'?t|do not|unable to|won'?t) (?:accept|take) (?:card|credit card|debit card|paypal)(?: payments?)?\b(?=[^]{0,120}\bbank transfer\b)/g,
      // The buyer who pays more than the price "for his fuel" or the shipping: the overpayment, to be sent on to the "agent".
      /\b(?:pay|paying|send|add|include)\b[^.!?\n]{0,40}\b(?:extra|more)\b[^.!?\n]{0,30}\bfor (?:(?:his|her|their) (?:fuel|petrol|gas|transport|trip|time)|the (?:mover|movers|agent|courier|shipper|driver))\b/g,
      // Nobody scans a QR code or enters a PIN to receive money: that is how a payment request is disguised.
      /\b(?:scan|enter)\b[^.!?\n]{0,25}\b(?:qr(?: code)?|upi pin|pin|card(?: details| number)?|bank details)\b[^.!?\n]{0,15}\bto (?:receive|get|accept|claim)\b/g,
      // Nor signs in to their bank: "click the link in the email and sign in to your bank to accept" (a fake e-Transfer).
      /\b(?:sign|log) ?in(?:to| to) your (?:bank|online banking|banking app|bank account)\b[^.!?\n]{0,20}\bto (?:accept|receive|get|claim|release|deposit)\b/g,
      // A "test" payment the reader is to make: "you need to first send Rs 1 on the UPI to verify".
      /\b(?:send|pay|transfer)\b[^.!?\n]{0,15}(?:\brs\.? ?1|₹ ?1|\bre\.? ?1|\$1|£1|€1|\b1 (?:rupee|dollar|pound))(?![\d,.])[^.!?\n]{0,25}\bto (?:verify|check|confirm|test)\b/g,
      // Money for a good cause sent to the collector: "you can bank transfer straight to me and I'll pass it on".
      /\b(?:transfer|send|pay|donate|give)\b[^.!?\n]{0,30}\b(?:straight|directly) to me\b[^.!?\n]{0,30}\b(?:pass it on|pass it to them|forward it|hand it (?:over|on))\b/g,
      // A buyer who has "already paid" through the site and says an e-mail will come to collect it: "I've paid via Carousell
      // Protection, you should receive an email to confirm and collect the payment", "you'll get an email to accept funds".
      /\b(?:you(?:'ll| will| should)?|u(?:'ll| will| should)?) (?:now )?(?:receive|get) an? (?:e-?mail|link|sms|text)\b[^.!?\n]{0,15}\bto (?:confirm|accept|collect|claim|release|receive)\b[^.!?\n]{0,20}\b(?:payment|funds|the money)\b/g,
      // A buyer's courier that the seller must pay first: "The courier company needs R850 insurance paid by the seller first".
      /\b(?:courier|shipping|delivery|removal)\b[^.!?\n]{0,40}\b(?:insurance|fee|charge)\b[^.!?\n]{0,15}\bpaid by (?:the |you,? the )?seller\b/g,
    ],
  },
  ...OFFER_RULES,
  {
    id: 'premium-rate',
    patterns: [
      // UK premium-rate (090…), service-charge (087…) and personal (070…, which pass for mobiles) numbers, US 1-900 numbers.
      // Not 091… or 098…, rare in the UK and the start of many Philippine mobiles (0917 …, a J&T rider's number).
      /(?<![\d+])(?:090\d|087\d|070\d)[ -]?\d{3}[ -]?\d{4}(?!\d)|\b1[ -]?900[ -]?\d{3}[ -]?\d{4}\b/g,
      // A price per message or minute: "150p/msg", "£1.50 per min", "calls cost £1/min".
      /\b\d+(?:\.\d+)?p ?(?:\/|per ?)(?:msg|message|min|minute|text|txt|sms)\b|[$£€] ?\d+(?:\.\d\d)? ?(?:\/|per ?)(?:msg|message|min|minute|text|txt|sms)\b/g,
    ],
  },
  {
    id: 'prize-refund',
    patterns: [
      /\b(?:you(?:'ve| have)? (?:won|been selected|been chosen)|you are (?:a |our )?(?:lucky )?winner|winners?|congratulations|congrats|claim (?:your|the|a) [a-z]+|prizes?|jackpot|lottery|sweepstakes?|lucky draw|cash prize)\b/g,
      /\b(?<!tax-)(?:free (?:gift|iphone|ipad|cash|money|entry|vacation|holiday|cruise|voucher|tickets?))\b/g,
      // A fee paid now, "refunded once your grant is approved": the advance fee of grants, loans and claims.
      /\b(?:fee|charge|deposit)\b[^.!?\n]{0,40}\b(?:refunded|reimbursed|returned|credited back)\b[^.!?\n]{0,10}\b(?:once|when|after) (?:your |the )?(?:grant|loan|claim|compensation|payout|funds?|winnings|prize|application)\b[^.!?\n]{0,10}\b(?:is |are |has been |have been )?(?:approved|paid|released|granted|processed)\b/g,
      // "Free watch, you just cover shipping".
      new RegExp(
        String.raw`\bfree\b[^.!?\n]{0,30}\b(?:just|only) (?:pay|cover) (?:the |for )?(?:${MONEY} )?(?:shipping|postage|delivery)\b`,
        'g',
      ),
      new RegExp(
        String.raw`\b(?:(?<!${REFUND_MADE})(?:tax |overdue |pending )?(?!${REFUND_DONE})refunds? (?:of|is|are|for|has|pending|available|due|owed|waiting)|(?:eligible|entitled|qualif\w*) (?:for|to) (?:a |an |the )?(?:\d{4} )?(?:[a-z]+ ){0,2}(?:refund|rebate|reimbursement|compensation|payment|grant|subsidy|stimulus)|rebate|(?:may be|might be|are|you'?re) due (?:a|an) (?:[a-z]+ )?refund|unclaimed (?:funds|money|package|parcel|reward)|reward points|points (?:will )?expire)\b`,
        'g',
      ),
    ],
  },
  {
    id: 'details-request',
    patterns: [
      /\b(?:verify|confirm|update|validate|re-?activate|unlock|restore|reconfirm|re-?enter|complete)(?: your| the| our| a few| some)? (?:account|identity|details|information|info|payment(?: details| method| information| info)?|billing(?: details| information| info| address)?|card(?: details)?|bank(?: details| account)?|personal (?:details|information|info)|address|delivery (?:details|address|preferences|information)|shipping (?:details|address|information))\b(?!(?: details| information| info)? (?:in|on|through|using) (?:the|your|our) (?:[a-z]+ ){0,2}(?:app|settings)\b)/g,
      new RegExp(
        String.raw`\b(?:pay(?:ing)?|settle|cover|send)(?: a| the| your)?(?: small| outstanding| remaining)?(?: (?:${CURRENCY}\s?)?\d[\d.,]*)? (?:re-?delivery |redelivery |customs |shipping |processing |release |handling |clearance |admin |transfer |activation |insurance |upgrade |trust |unlock |verification )?(?:fee|charge|duty|balance|toll)\b`,
        'g',
      ),
      /\b(?:re-?schedule|re-?deliver\w*|release) (?:your |the )?(?:package|parcel|delivery|shipment)\b|\b(?:choose|select|pick|book|arrange|confirm) (?:a )?new delivery (?:slot|date|time|address)\b/g,
      /\bpay\b[^.!?\n]{0,30}\bto (?:upgrade|unlock|release|activate|receive|claim)\b/g,
      // The marketplace and payment-app scam: money "waiting" that a paid upgrade would release.
      /\bupgrad(?:e|ed|ing)\b[^.!?\n]{0,20}\bto (?:a )?(?:business|premium|merchant|verified) account\b/g,
      // Know-your-customer numbers "not linked" or "pending": "your BVN details are not fully linked", "incomplete e-KYC".
      /\b(?:e-?kyc|kyc|bvn|pan card|aadhaar)\b[^.!?\n]{0,40}\b(?:update|pending|incomplete|expired?|not (?:fully )?linked|suspended)\b|\b(?:incomplete|pending|expired) (?:e-?kyc|kyc|bvn)\b/g,
      // A mailbox to "validate" or "verify" on a web page: the mailbox-quota and account-upgrade lures.
      /\b(?:verify|confirm|validate|upgrade|re-?activate|update) (?:your )?(?:mailbox|webmail|e-?mail (?:account|mailbox))\b/g,
      // The W-2 request a "CEO" sends payroll: every employee's tax form, their names, addresses and social security numbers.
      // Asked for, not handed out ("W-2s have been sent to all employees").
      /\b(?:send|e-?mail|forward|need|want|provide)\b[^.!?\n]{0,30}\bw-?2s?\b[^.!?\n]{0,30}\b(?:all|every|our|the) (?:employees|staff)\b|\b(?:send|e-?mail|forward|need|want|provide)\b[^.!?\n]{0,20}\b(?:all|every|our|the) (?:employees?|staff)(?:'s?)? w-?2s?\b/g,
      // Identity numbers asked for by message: "reply with your Medicare number and date of birth".
      // A picture of the card itself: "send me a photo of the front and back of your bank card".
      /\b(?:photo|picture|pic|scan|copy|screenshot)s? of (?:the )?(?:front and back of )?(?:your|ur) (?:bank |debit |credit )?card\b|\bfront and back of (?:your|ur) (?:bank |debit |credit )?card\b/g,
      /\b(?:reply|respond|send|text|give|provide|confirm|tell)(?: (?:us|me|back))?(?: with)? your (?:full name and )?(?:date of birth|dob|(?:social security|national insurance|medicare|tax file|social insurance|passport|driver'?s licen[cs]e|account|card) (?:number|no)|ssn|sort code)\b/g,
      // A parcel's fee said to be unpaid: "there's a £2.99 signature fee on your parcel that wasn't paid".
      /\b(?:re-?delivery|delivery|customs|clearance|signature|handling|postage|shipping|import) (?:fee|charge|duty)\b[^.!?\n]{0,30}\b(?:(?:was|were|has|have) not been paid|(?:wasn'?t|weren'?t|hasn'?t been|haven'?t been|not) paid|unpaid)\b/g,
      // A card's numbers read out, or bank details to "activate" a plan: "I just need the 16 digit number on your debit card
      // and the 3 numbers on the back", "to activate your $15,000 cover today I just need your BSB and account number".
      /\b(?:need|send|give|provide|read|tell)\b[^.!?\n]{0,20}\b(?:16[- ]digit (?:card )?number|long number on (?:the front of )?(?:your|the) (?:debit |credit |bank )?card|number on (?:the front of )?(?:your|the) (?:debit|credit|bank) card|(?:3|three) (?:digits|numbers) on the back|cvv|cvc|card security code)\b|\bto (?:activate|lock in|secure|confirm|set up)\b[^.!?\n]{0,40}\b(?:need|send|give|provide)\b[^.!?\n]{0,15}\byour (?:bsb|sort code|bank details|account number|card details|card number)\b/g,
      // The answers to security questions, asked as a quiz or a "survey": "what was the name of your first pet and what
      // street did u grow up on?", "what's your mother's maiden name?".
      /\bwhat(?:'s| is| was| were)? (?:the name of )?(?:your|ur) (?:first (?:pet|car|school|teacher)|first pet'?s name|mother'?s maiden name|childhood (?:nickname|best friend|street))\b|\bwhat street (?:did )?(?:you|u) (?:grow|grew) up on\b/g,
    ],
    // In the company's own app, named before the request: "log in to the PureGym app to update your payment details".
    unlessBefore:
      /\b(?:in|on|via|through|using|open|log ?in to|sign in to) (?:the|your|our) (?:[a-z]+ ){0,2}app\b[^.!?\n]{0,20}$/,
  },
  {
    id: 'threat',
    patterns: [
      /\b(?:account|card|service|access|profile|number|licen[cs]e|registration|benefits?|subscription|wallet|apple id|icloud|mailbox|email|sim|vehicle)\b[^.!?\n]{0,30}\b(?:suspend|lock|clos|block|terminat|disabl|freez|frozen|deactivat|restrict|revok|on hold)\w*/g,
      /\b(?:arrest(?:ed)?|warrant|legal (?:action|proceedings)|lawsuit|prosecut\w*|criminal (?:charges?|case|record)|jail|prison|deport\w*|travel ban|(?:will|may|could) be (?:seized|confiscated|impounded))\b/g,
      /\b(?:late|extra|additional|overdue|unpaid|outstanding|pending) (?:fees?|charges?|penalt\w+|fines?|tolls?|invoices?|customs|duty|balance|amount)\b/g,
      /\btoll (?:evasion|violation)\b|\b(?:fines?|penalt\w+|fees?) (?:will )?(?:increase|be added|double)\b/g,
      /\b(?:(?:computer|device|phone|pc|mac|system) (?:is|has been) (?:infected|compromised|hacked|locked)|virus(?:es)? (?:detected|found)|do not (?:shut down|turn off|restart) your (?:computer|device|pc))\b/g,
      /\b(?:fines?|penalt(?:y|ies)|surcharge)\b(?= (?:of|up to|will|[$£€]|\d))|\b(?:penalt(?:y|ies)|surcharge)\b(?= (?:and|for))|(?<=\b(?:a|the|your|any|parking|speeding|traffic|toll|court) )fines?\b(?= (?:and|for))|\bto avoid (?:a |any )?(?:penalty|penalties|fines?)\b(?: notice| charges?| fees?)?/g,
      /\bwill be (?:reported|charged|fined|sued|prosecuted|disconnected|cut(?: off)?|returned to (?:the )?sender|destroyed|(?:handed|passed|referred|escalated) (?:over )?to (?:the )?(?:police|authorities|courts?))\b/g,
      // The government-impersonation story: "your SSN was used in a crime", "your name is linked to money laundering".
      /\b(?:ssn|social security number|national insurance number|identity|name|account|passport)\b[^.!?\n]{0,30}\b(?:used|involved|linked|connected|implicated|associated)\b[^.!?\n]{0,20}\b(?:crimes?|criminal|illegal|fraud(?:ulent)? activit\w+|money laundering|drug traffick\w*)\b/g,
    ],
  },
  {
    id: 'secrecy',
    patterns: [
      /\b(?:don'?t|dont|do not|never) (?:tell|mention|inform|discuss|say (?:anything|this|it))\b(?! (?:me|us)\b)[^.!?\n]{0,30}\b(?:anyone|anybody|bank|family|police|dad|mum|mom|husband|wife|friends?|teller|staff|team|colleagues|cashier|employees?|parents|aunt(?:y|ie)?|uncle|gran(?:ny|dma|dad|dpa)?|grandpa|nan(?:a|na)?)\b/g,
      /\b(?:keep (?:this|it) (?:between us|secret|confidential|quiet|private|to yourself)|between you and me|tell no one|no one (?:else )?(?:needs to|must|should) know|discreet(?:ly)?)\b/g,
      // A cover story for the bank: "If the cashier asks, say it is for home improvements".
      /\b(?:if|when) (?:the |your )?(?:bank|cashier|teller|staff|branch|anyone)(?: staff)? (?:asks?|questions? you)\b[^.!?\n]{0,30}\b(?:say|tell (?:them|her|him))\b/g,
    ],
  },
  {
    id: 'urgency',
    patterns: [
      /\b(?:urgent(?:ly)?|immediate(?:ly)?|act (?:now|fast|quickly)|right away|asap|as soon as possible|hurry|don'?t (?:delay|wait)|limited time|time[- ]sensitive|before it'?s too late)\b/g,
      /\bwithin (?:the next )?(?:\d+|one|two|three|twenty[- ]four) ?(?:hours?|hrs?|h|days?)\b/g,
      /\b(?:(?:today|tonight) only|last (?:chance|day|warning|reminder|notice)|final (?:notice|reminder|warning|attempt|demand))\b/g,
      /\b(?:expires?|expiring|ends?|due) (?:today|tonight|soon|at midnight)\b|\bby (?:midnight|tonight|end of (?:the )?day)\b/g,
    ],
    // "This is not urgent", "a non-urgent appointment": only the word right before (not "if you do not pay within 24 hours").
    // Nor what to do if a change was not the reader's ("If you didn't make this change, call us immediately"): a bank's own
    // advice, not a deadline. On 7 genuine probe messages it was the red flag that made them red, and on no scam.
    unlessBefore:
      /\b(?:not|non|no|isn'?t)[\s-]+$|\bno (?:rush|hurry)\b[,.!]?\s*$|\bif (?:you|this|it) (?:did ?n[o']t|was ?n[o']t|have ?n[o']t|do ?n[o']t recogni[sz]e)\b[^.!?\n]{0,90}$/,
  },
];
