/**
 * When naming a company is not claiming to be it: the way to talk or pay ("message me on WhatsApp", "pay via Venmo"),
 * a company the writer is a customer of ("switched to Jio"), a payment app as a verb ("venmo me"), someone's report of it
 * ("a call from Medicare") or its name in quotes, or a name inside an address. brands.ts reads these before it counts
 * a name as the message's claim.
 */
import type { Brand } from '../../schemas/checker';

/** The words before a platform's name that make it the channel, not the sender: "on", "via", "over the", "on the school". */
const CHANNEL =
  /\b(?:on|via|over|through|using|in)\s+(?:(?:the|my|our)\s+(?:school\s+|club\s+|team\s+|class\s+|group\s+|official\s+|uni\s+)?)?$/;
/** The words before a payment app's name that make it the way to pay: "pay via Venmo", "paid to your PayID", "due on the 1st via the usual Zelle", "pay through the school's PayPal link". */
const PAID_WITH =
  /\b(?:pay|paid|paying|send|sent|transfer\w*|due)\b[^.!?\n]{0,45}\b(?:via|through|with|by|on|using|to your|into your)\s+(?:the usual\s+|(?:the|our|their) [a-z]+'s\s+)?$/;
/** "Check your FNB app": the reader's own app, named by someone else. */
const YOUR_APP_BEFORE = /\b(?:check|open|in|on|see|use)\s+your\s+$/;
/** "Bloqueie o cartão pelo app Nubank", "en la app BBVA": the app, named the way Portuguese and Spanish do. */
const APP_NAMED = /\b(?:pelo|no|do|na|o|el|la|en la|en el) (?:app|aplicativo|aplicacion)\s+$/;
/**
 * The words after a name that make it only a mention: a verb ("venmo me", "paypal you", "just venmo'd you", "zelle to this
 * email") or a person's own payment link ("monzo.me/danwhelan"); an errand ("groceries (costco run)", "a Target trip"); or
 * the writer quoting their own company ("Monzo says it might take a few hours"); or a marketplace's buyer or seller
 * ("Trade Me buyer here for the skateboard").
 */
const AFTER_NAME =
  /^(?:(?:'?d|ed)? (?:me|you|him|her|them|us)\b|\.me\/| (?:it )?to (?:this|that|my) (?:email|number|address|account)\b| (?:run|trip|haul)\b| (?:says|said|told me)\b| (?:buyer|seller)s?\b)/;
/** A platform's own feature named after it: "WhatsApp video call", "the Facebook group", "Messenger chat". */
const PLATFORM_FEATURE = /^ (?:video |voice )?(?:call|chat|group|status)\b/;
/**
 * Someone else's report of the company: "did you get a call from 'Medicare' today?", "a text from An Post about customs"
 * (the company itself says "this is", not "a call from").
 */
const REPORTED_FROM = /\b(?:calls?|rang|texts?|letters?) from (?:the )?'?$/;
/** One of the ways a buyer offers to pay, named before the app: "I can do cash or Revolut whatever suits". */
const PAYMENT_OPTION = /\b(?:cash|card|bank transfer|transfer|e-?transfer) (?:or|and|\/) $/;
/**
 * The words before a company's name that make the writer its customer: "my" ("send £565 to my Barclays"), "switched to",
 * "a new SIM from", "long story with", "grab an", "split a" (a membership), "I owe you $47.50 for the", "venmo me $18 for
 * the".
 */
const CUSTOMER =
  /\b(?:my|(?:switched|moved|changed|ported) (?:over )?to|(?:sim|contract|plan|deal|story|problems?|issues?|trouble|hassle) (?:from|with)|(?:grab|get|got|booked|book|take|took|ordered|order|split|splitting|share|sharing) (?:an? |the |my |our )?|(?:owe|paid|pay|venmo|zelle|cash ?app|payid|paynow|gcash|e-?transfer) (?:you|me)\b[^!?\n]{0,20}\bfor (?:the|our|my))\s*$/;

/**
 * Whether the name at [start, end) of `text` only mentions the brand, not as the writer: a platform named as the way to
 * talk or pay ("message me on WhatsApp", "pay via PayPal"), one the writer uses or buys from ("switched to Jio", "a new
 * SIM from Vodafone", "I'll grab an Uber", "I owe you $47.50 for the Airbnb"), the way a payment is made ("pay via
 * Venmo", "check your FNB app"), a payment app used as a verb ("can you venmo me $18"), a report of a call, text or letter
 * from it or its name in quotes ("the 'Telstra' man who rang you"), or a name inside an address: the bank of a payee's
 * ("blinkit.payu@hdfcbank") or a link's host or path ("chat.whatsapp.com/…"), which the link checks read.
 */
export function mentionedOnly(brand: Brand, text: string, start: number, end: number): boolean {
  return (
    (brand.userContent !== undefined &&
      (CHANNEL.test(text.slice(Math.max(0, start - 16), start)) || PLATFORM_FEATURE.test(text.slice(end, end + 12)))) ||
    CUSTOMER.test(text.slice(Math.max(0, start - 40), start)) ||
    PAID_WITH.test(text.slice(Math.max(0, start - 70), start)) ||
    PAYMENT_OPTION.test(text.slice(Math.max(0, start - 20), start)) ||
    // Tagalog's "pa-GCash": "please send by GCash".
    text.slice(Math.max(0, start - 3), start) === 'pa-' ||
    (YOUR_APP_BEFORE.test(text.slice(Math.max(0, start - 12), start)) && /^ app\b/.test(text.slice(end, end + 4))) ||
    APP_NAMED.test(text.slice(Math.max(0, start - 20), start)) ||
    REPORTED_FROM.test(text.slice(Math.max(0, start - 20), start)) ||
    // A name in quotes, the writer's distance from it: "the 'Telstra' man who rang you is NOT from Telstra".
    ((text[start - 1] === "'" || text[start - 1] === '"') && text[end] === text[start - 1]) ||
    AFTER_NAME.test(text.slice(end, end + 24)) ||
    // Part of an address: a payee's bank ("blinkit.payu@hdfcbank"), a host or a path ("chat.whatsapp.com/…").
    text[start - 1] === '@' ||
    text[start - 1] === '.' ||
    text[start - 1] === '/'
  );
}
