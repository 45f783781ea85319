import { describe, expect, it } from 'vitest';
import type { RedFlagId } from '../../../src/schemas/checker';
import { indexBrands } from '../../../src/lib/checker/brands';
import { explain } from '../../../src/lib/checker/explain';
import { normalise } from '../../../src/lib/checker/normalise';
import { analyseLinks } from '../../../src/lib/checker/links';
import { GENUINE_SIGNS } from '../../../src/lib/checker/genuine-signs';
import { findContextFlags, findOffBrandLinks, findTextFlags } from '../../../src/lib/checker/rules';
import { findSenderFlag } from '../../../src/lib/checker/sender-rules';
import { testBrands, testShorteners } from './fixtures/brands';

const brands = indexBrands(testBrands);

/** Every red flag the text rules, context rules and sender rule raise for a message. */
function flags(text: string, sender?: string): RedFlagId[] {
  const normalised = normalise(text);
  const context = findContextFlags(normalised, brands);
  return [...findTextFlags(normalised), ...context, ...findSenderFlag(normalised, brands, context, sender)].map(
    (f) => f.id,
  );
}

/** For each rule: messages that must raise it, and everyday messages that must not. */
const cases: Record<Exclude<RedFlagId, `link-${string}`>, { fires: string[]; quiet: string[] }> = {
  urgency: {
    fires: [
      'Your account needs attention within 24 hours',
      'FINAL NOTICE: settle the balance',
      'Act now, offer expires today',
      'If you do not pay within 24 hours your parcel will be returned',
      'If you do not update your details immediately, your account will be closed',
    ],
    quiet: [
      'You can pay by bank transfer. No rush, within 14 days is grand.',
      // What to do if a change was not the reader's: the bank's own advice, not a deadline for the reader.
      "If you didn't make this change, please call us immediately on 0345 300 0000.",
      "If this wasn't you, secure your account right away.",
      'If you do not recognise this sign-in, contact us immediately.',
      'See you at 7, no rush',
      'Your code expires in 10 minutes',
      'Dr Ahmed would like to discuss your blood test results. Please call to book. This is not urgent.',
      'For non-urgent questions, reply to this email',
    ],
  },
  threat: {
    fires: [
      'Ignore this and you will get a parking fine for non-payment',
      'A penalty for late payment applies from Friday',
      'Call me back urgently, otherwise the case will be handed to the police.',
      'Please top up at https://etoll-nsw.top to avoid a penalty notice.',
      'Your account will be suspended',
      'A warrant has been issued for your arrest',
      'Avoid a late fee of $50',
      'Your SSN was used in a crime in Texas. Press 1 to speak with an officer.',
      'Dear customer: your electricity connection will be cut tonight at 9:30PM because your last month bill is not updated.',
      'Your name is linked to money laundering and drug trafficking cases.',
      'Unpaid tax of RM2,318.00 under your IC number. A travel ban will be issued if not settled within 3 working days.',
      'If payment is not confirmed by 11/28, your property will be seized under the National Tax Collection Act.',
    ],
    quiet: [
      'Tuesday is fine for me, and Wednesday works too',
      'The new account is fine for all future claims',
      'We handed the lost wallet to the police this morning',
      "I'm fine, thanks for asking",
      'The shop closes at 6 today',
      'Your account was used to sign in on a new iPhone.',
      'True-crime book club: the name of the next novel is linked in the group chat.',
      'HMRC will never threaten you with arrest or ask you to pay with gift cards or crypto.',
      'Toll road texts: you get a text saying you owe a small unpaid toll and must pay at a link.',
      'Customs seized a shipment of fake handbags at the port this week.',
      'Is there a travel advisory for Bali right now?',
    ],
  },
  'bank-details-changed': {
    fires: [
      'Term 3 fees should now be paid into the account below. The previous account will no longer accept payments from 1 July.',
      "Following a change in the school's banking partner, please use the account below",
      "Could you pay the balance of £2,840 to my partner's account instead: L Morris, 20-45-77",
      "Hi Jenny, I've recently switched banks and wanted to make sure my wages go to the right place before the next payroll.",
      'I recently changed banks and would like my paycheck deposited into my new account before the next payroll run.',
      'Kindly note the remittance details on the invoice, as we have recently changed banks.',
      'Please note our banking details have recently changed; the updated details are on the invoice.',
      'From this month our rent trust account has changed, please update your automatic payment to the account below.',
      'The attorneys have asked me to let you know their trust account has changed due to an audit.',
      "I've switched my current account over to a new bank, could you update my details before this month's payroll?",
      'I recently changed banks and I would like my next paycheck to go into my new account.',
      'I recently changed my bank and would like my next paycheck to go into the new account.',
      'I recently switched banks and wanted to update my direct deposit before the next payroll. Can you please change it to my new account?',
      // Payment diversion in a supplier's, a landlord's or an escrow officer's words.
      "We've moved our business account to a new bank, so please use the details below for all future payments",
      'Please use the updated wire instructions attached and disregard the instructions from the earlier packet',
      'Just a heads up that our bank details have changed, so please use Sort code 30-94-57',
      'Going forward please pay rent to our updated account',
      'From this month please pay rent to our new trust account below, as the old one is being closed for an audit',
      "Just a heads up that we've changed banks, so please use our new account details for invoice 10482",
      "Our accountant has asked that all payments for March go to our new business account as we're moving banks",
      'Please note rent from this month should be paid to our new account as the old one is under maintenance.',
      "Hi Aisha, it's David (your landlord). I've switched banks so from this month could you send the rent to my new account please",
    ],
    quiet: [
      'Can you send it to my Monzo account instead? Cheers',
      "I've switched banks, the new app is so much better",
      'Your account has changed: you are now on the Essentials plan',
      "I've switched to a new bank, Monzo is so much easier",
      "Just confirming we got your call about the new bank details, I've updated them and I'll pay invoice 1187 on Friday.",
      // The payroll provider's own confirmation of a change.
      'Your direct deposit details have been updated. If you did not make this change, contact your HR team.',
      'Your new bank details have been saved and will be used for your next salary payment',
      // A confirmation of the reader's own change, not a payee's new account.
      'This is a confirmation: your payroll bank details have been updated in HiBob.',
      'My paycheck goes into my savings account on Fridays',
      // A person's own news.
      "I've switched banks to Monzo, the app is so much better",
      "I've switched banks, the new app finally shows what I spend on rent and groceries",
      'Rent is due on the 1st, paid to the same account as always',
    ],
  },
  'payment-method': {
    fires: [
      'Samahani, nimekutumia 4,800 kwa makosa, ilikuwa ya mama yangu hospitalini. Tafadhali nirudishie kwa 0722391048',
      'As per Army rules, payment will come from our accounts dept and you need to first send Rs 1 on the UPI to verify',
      "I'm collecting for the children's hospice. You can bank transfer straight to me and I'll pass it on: L Morgan, 20-45-77",
      "I've sent the $90 for the couch via PayID but it says it's pending because your account isn't a business account",
      "Hi, I'd like to buy your pram. I've already paid via Carousell Protection, you should receive an email to confirm and collect the payment",
      "I'll send the e-transfer now. You have to click the link in the email and sign in to your bank to accept it",
      'The courier company needs R850 insurance paid by the seller first, but I will add it to my payment',
      'Unfortunately we cannot accept card payments at this discounted price, so please pay by bank transfer to the account below.',
      'Please transfer the balance of $86,450.00 to the following account: BSB 062-914',
      "Good evening sir, I mistakenly transferred 50k to your account instead of my brother's. Pls help me reverse it to 2208451123 UBA",
      'Your LIC policy bonus is ready. Pay Rs 4,999 GST charges to IRDAI officer to release the amount.',
      'I will pay advance Rs 20,000 now. First please send Rs 1 on my QR to verify your account.',
      "Army rule we can't pay cash, I will send you QR code, you scan and enter amount 14000 and you will receive money.",
      'Hello sir, I by mistake sent Rs 5,000 to your Paytm number instead of my brother. Please check and return.',
      'You have won Rs 2,000 cashback. Scan the QR code to receive it.',
      // Talking the payer past the bank's name check; money "sent by mistake" in an app, to be sent on.
      "It's to a company so the name will come up different, don't worry about that",
      "The account name won't match because it's my landlord's business, just ignore the warning",
      'Ignore the name warning from your bank, it always does that with new payees',
      // Courier fraud: the "bank's" courier collects the old card.
      'Your card has been cancelled due to fraud. A courier will collect the damaged card at your home today.',
      // A "buyer" who pays for a courier and says PayPal has paid.
      "I'll pay full price plus £40 for the courier. I've made the payment through PayPal, check your email for the confirmation",
      "Hi, I just Venmo'd you $180 by mistake, can you send it back to my nephew @Carla-Boyd-12?",
      "Good day\nI sent R1,500 to your FNB eWallet by mistake, it was meant for my mother's medicine.\nPlease can you kindly send it back to 0825550199",
      'Habari, nimekutumia Ksh 3,500 kimakosa, ilikuwa ya hospital ya mtoto. Please nisaidie urudishe kwa hii number',
      'Buy two Apple gift cards and send me the numbers',
      'Get me 4 Google Play cards and scratch the back',
      'I need the iTunes card codes in the next hour',
      'You can pay the release fee in crypto',
      // Courier fraud: the cash a "police officer" collects.
      'As discussed please withdraw £4,000 in cash today. An officer will collect it from your home at 4pm.',
      'Pay the fee in Bitcoin',
      'Send it by Western Union',
      'Pay the deposit via Zelle',
      // Courier fraud, and the overpaying buyer whose "mover" is to be sent the difference.
      'A courier can collect the cash from your home today to secure his release',
      'We will send a courier to collect your bank card and PIN for the investigation',
      "I'll send a cashier's check for the extra to cover his fee, you just send him the difference",
      "The bank details are: Name K. Adeyemi (it's my friend's acc as mine is blocked) Sort 04-00-75",
      // A buyer's fake payment, held until you confirm it or pay the courier.
      'Please confirm you received the funds on this link so they can release it to your bank',
      "I've already paid via PayPal, please check your email and send the £85 courier fee back to me",
      // Nobody scans a code or enters a PIN to be paid.
      'I will pay via Google Pay sir, please scan this QR code to receive money',
      // Money "sent by mistake" to be sent back.
      "Hello, I sent 5000 to your number by mistake, it was meant for my brother. Please send it back, it's urgent",
      'Sorry I mistakenly sent ₹2,000 to your Paytm, kindly return it',
      'Maine galti se aapke number pe ₹20,000 bhej diye. Please check karke wapas is number pe GPay kar do',
      'Enter your UPI PIN to receive ₹5,000 cashback',
      "I've paid for the item via PostNet courier. Please open the link and enter your card to receive the money",
      // The buyer who never comes: a courier collects and the money comes by an app.
      "I can't pick up myself so I'll send a courier and pay through PayPal, is that ok? Just need your PayPal email",
      "I'm paying via FNB eWallet now, just confirm your cell number and my driver will collect this afternoon",
      "I'm offshore so my agent will pick it up. I'll pay via PayPal plus an extra $200 for his fuel",
      // Not a company's warning: a "but" after it, or the imperative "don't".
      'I would never ask you this, but I need you to buy gift cards and send me the codes',
      "Don't call the bank, just buy the gift cards and send me the codes",
      // Courier fraud: the "officer" or the bank's "courier" at the door.
      'Mr Thompson, the officer will come to collect the cash you withdrew at 5pm so it can be checked',
      'Following our call, a courier from the bank will collect your damaged card at 2pm today.',
      // Gift cards after the amount they are to pay.
      'I hate to ask, but could you help with $3,000 by Steam gift cards so the agent can process it?',
      // The buyer who paid too much and wants the difference back, or the business PayID "upgrade".
      'I just sent the e-transfer but I made a mistake and sent $650 instead of $450. Could you send back the extra $200?',
      "I've sent extra $300 to cover the upgrade so can you pay that back to me",
      'I sent €280 by bank transfer by mistake, can you please send the €200 back to my account?',
      'PayID says your account needs to be upgraded to a business account before the money can be released',
      'It says you need a business PayID to receive more than $500',
      'I made a mistake when I paid the deposit: I put in $2,400 instead of $240. Could you send the extra $2,160 back?',
      'If the cheque comes in higher, could you please e-transfer the difference to the movers once it is deposited?',
    ],
    quiet: [
      "Remember: No police, bank or Bank Negara officer will ask you to transfer money to a 'safe account'. Hang up.",
      'Nimekutumia 4,800 ya kodi ya mwezi huu, asante',
      // Money sent by mistake, with nothing asked back: the sender's own slip.
      'I sent the deposit to the old account by mistake.\nThe bank says it will bounce back within 3 days, no action needed.',
      'Pay $1,500 to confirm your place on the course',
      "Just send it straight to me and I'll book the table",
      "The transfer is pending, it'll clear overnight",
      'You will receive an email to confirm your appointment time',
      'Sign in to your online banking to see your new statement',
      "Sorry, we can't take card payments at the stall, cash only",
      'If you sent money to the wrong account by mistake, ask your bank to reverse the payment',
      'You won a $50 Amazon gift card in our summer draw!',
      "I paid £20 instead of £25 for the tickets, I'll send you the rest tomorrow",
      'Can you send back the extra chairs when the party is over?',
      'We have upgraded the PayID screen in the app so it is easier to find',
      // The bank's own name check, and a name as a booking shows it.
      "Barclays: if the account name won't match, don't make the payment and call us.",
      "ANZ: We've paused your $640.00 payment to a new PayID because the name didn't match.",
      'The name on your booking will appear as it is on your passport.',
      'Your parcel is ready to collect. Open the InPost app or scan the QR code at the locker.',
      'Thanks for paying me back for lunch',
      'Until your new card arrives, you can pay with Apple Pay or Google Pay using your digital card in the app.',
      // A bank's notice of a wire already made.
      'Wire transfer sent. Your outgoing domestic wire of $18,400.00 was processed on 05/14.',
      'Card payment of £12.40 at Tesco',
      'The courier will collect the parcel from your porch tomorrow',
      'Cash on delivery: our delivery agent will collect cash of Rs 499 when he delivers your order',
      'We paid the deposit on the house with a cashier’s check',
      'I have updated my details on the school app',
      'Scan the QR code at the door to check in',
      'Enter your card details at the till to pay',
      // How an ordinary invoice is paid.
      'Total: £120.00. Payment within 14 days please, by cheque or bank transfer to Green Thumb Gardening, sort code 20-45-77.',
      'Your courier fee is included in the price',
      'My driver will drop the sofa round on Saturday, I paid the shop by card',
      'Oops, I accidentally sent that photo to the family chat, ignore it',
      "I'll pay a bit extra for the delivery so it comes on Saturday",
      'I was charged twice by mistake, the shop says it will refund it within 5 days',
      // The exchange Crypto.com named as a payee in a bank's alert.
      "Barclays: We've stopped a payment of £2,000.00 to CRYPTO.COM because it looked unusual.",
      // A bank's own warning against the scam.
      "HSBC: we've blocked your card. We'll never ask you to move money to a safe account.",
      'Remember, we will never ask you to pay a fee with gift cards or bitcoin',
      // Any company's warning, further back in the sentence.
      'HMRC will never threaten you with arrest or ask you to pay with gift cards or crypto.',
      'Safety tips: OLX never asks you to scan a QR code or share your UPI PIN to receive money.',
      "The IRS doesn't demand immediate payment using gift cards, prepaid debit cards or wire transfers.",
      'Marketplace tip: meet in a public place and avoid payment methods like wire transfers or gift cards.',
      // What scammers do, as warnings describe it, and a bank's list of what it will never do.
      'Scammers may ask you to pay with gift cards or move your money to a safe account.',
      "Watch out for calls from people claiming to be your bank asking you to move money to a 'safe account'.",
      "Halifax: We will NEVER:\n1. Ask you to move money to a 'safe account'.\n2. Ask you to buy gift cards or crypto.",
      // A gift card as the prize or a thank-you.
      'Congratulations! Your prize is a €100 Smyths Toys gift card. To arrange delivery, reply with your address.',
      'Thanks for helping with the move, there is a little gift card in the envelope',
    ],
  },
  'code-request': {
    fires: [
      'GCash Support po ito. May matatanggap kayong 6-digit code. Pakisend po dito para ma-verify namin',
      "Hey, I'm at the shop and my card isn't working. Can you send me a BLIK code for 600 zł? I'll give it back tonight",
      'Mimi ni Agent wa Safaricom. Tafadhali nitumie code uliyopokea ili nikurekebishie M-PESA yako',
      'Sir main bank head office se baat kar raha hoon. Main ne aap ko ek code bheja hai, wo bata dein to verification complete ho jayegi',
      "I'm locked out of my Facebook and picked you to help, you'll get a code from Facebook in a sec, could you screenshot it for me?",
      "I'll pay via PayPal after you send the login and email so I can check the items are there",
      // A gate named, and the code sent by text all the same.
      "I'm at the gate, the door code is fine. Can you tell me the 6 digit code you just got?",
      'can I send you a link? you just send me a screenshot of the code they text you, takes 2 secs',
      "Hi it's Tom from IT support. You'll get a 6 digit code on your phone in a sec - can you reply with it so I can finish your account?",
      'Your webmail password expires today. You can keep using your current password by clicking below.',
      'You have received a new fax. View your fax document: https://efax-documents.online/view/998 Sign in with your email password to view.',
      'Enter your password to open the document',
      'hey im interested in the bike but i need to verify ur a real seller first. i just sent u a code, what is it?',
      "I need to make sure you're not a scammer, I'm sending you a verification code, just tell me the digits",
      'Trying to sign in on my new phone and the code went to you by accident, can you forward it?',
      "Before I send the photos I need to check you're real, I'm sending you a verification code, just tell me the digits",
      'Sorry, I put your number by mistake while booking and an OTP has come to your phone. Can you please forward it to me?',
      // A "bank" call to come, and the code to be read out on it.
      'Our fraud team will call you in a few minutes, please confirm the code we text you when asked',
      'An agent is about to ring you, so read him the code from your app and he will block the payment',
      'Please send me the 6-digit code you just received',
      "I'm sending you a code from Google, just tell me the 6 digits",
      "What's the code we sent you?",
      'Reply with your verification code to confirm',
      'Sorry, a code I sent went to your phone by mistake',
      'Oops, I sent my Instagram login code to your number, can you pass it back?',
      "Before I pay the deposit I need to verify you. I'm sending you a verification code, please read it to me.",
      "Before I come see the stroller, I need to verify you. I'm sending a 6 digit code to your phone, can you just tell me what it is?",
      "I'll send you a link by SMS, just screenshot the code and send it back 🥺",
      'did you just get a 6 digit code? Could you send it to me pls',
      'the code went to you by mistake, can u send me the 6 digit number you just got?',
      "I'm locked out of my Facebook and it says a friend can help me get back in. They'll text you a link, can you just send it on to me?",
      'You just need to add me and join my private server, then put in your login so we can whitelist you',
      'Please put the card and a note of your PIN in a sealed envelope for the courier',
      // Scammers named in passing, then the ask: still a request.
      'Lots of scammers on here, so before I come just send me the code you get from Google',
      'pls share code received on your phone',
      "Hi it's Mike from football, I sent you a 6 digit code by accident, can you send it me please?",
      "I just sent you a 6 digit code from Google, please send it here so I know you're not a bot",
      // A payment request is paid with the PIN, never received with it: the UPI collect scam.
      'I have sent payment request on your PhonePe, just enter your UPI PIN to receive the money',
    ],
    quiet: [
      'Pakisend mo yung picture ng resibo, salamat',
      // A relative's "one must have come", not a caller who sent it.
      'Mummy ek OTP aaya hoga Swiggy ka, bata do please',
      'Maine code bhej diya tha par expire ho gaya, naya le lo',
      "the discount code didn't work, can you screenshot it for me?",
      'Send me the login page link when you get a chance',
      // A gate's code, with no code sent by text.
      'Hi its your Amazon driver, im outside but the gate code not working. Can you tell me the code or come down pls?',
      'Here is a screenshot of the error code the app shows me',
      'BLIK payment of 45,00 zł to Allegro confirmed in your banking app.',
      'Your code is 4821. Never reply with it to anyone, even us.',
      "For your security you won't be able to keep the same password: choose a new one at work.",
      'We will never ask you to enter your password to view a statement.',
      'Sign in with your Apple ID to view your receipt',
      "I sent you the door code earlier, what's it for again? The gym or the flat?",
      'This is not a scam: we will never ask you to send the code we text you',
      "The door code went to you by email last week, it's 4471",
      "OTP 771902 for a payment of £1,500.00. If you've been asked to share this code or move money, stop and call us.",
      'Your code is 4410. If anyone asks you to read it out, hang up.',
      'We will call you to confirm the delivery slot, so keep your phone nearby',
      'Your verification code is 481516. Never share this code with anyone.',
      'Do not give your password to anyone',
      'Enter this code in the app: 2201',
      'The code for the side gate is 4412, give it to the delivery driver if he rings',
      "We'll never call and ask you to approve a payment or share a code.",
      "What's the password for the internet again love? The box thing restarted itself",
      "what's the code on the door? we're outside",
      // A share code is what an employer checks the right to work with.
      'Please bring your passport or share code for your right to work check',
      'Generate a share code at gov.uk/prove-right-to-work and send it to us with your date of birth',
      'I sent you the link to the photos, can you send it to Gran too?',
    ],
  },
  'details-request': {
    fires: [
      'To lock in the £2,995 price I just need the 16 digit number on your debit card and the 3 numbers on the back',
      'Great news, your application was approved. To activate your $15,000 cover today I just need your BSB and account number',
      "DPD driver here. There's a £2.99 signature fee on your parcel that wasn't paid",
      "hey! I'm doing a uni project on social media safety, 1st question: what was the name of your first pet and what street did u grow up on? 😊",
      "Fun quiz! What's your mother's maiden name + your birth month = your elf name",
      'Your mailbox has exceeded its storage limit. Validate your mailbox to keep receiving messages.',
      'I need the 2024 W-2s of all employees in PDF format for a quick review with the auditors.',
      'my bank requires you to pay a $100 trust fee first',
      'PayPal is holding it till you pay a $75 unlock fee',
      'You may be due a refund. I just need to confirm a few details with you',
      'Can you send me a photo of the front and back of your bank card?',
      'Just need a pic of ur card to add you as a payee',
      'FULIZA: To activate your new limit, send Ksh 250 activation fee to Till 8812345',
      "I'll pay via PayID. You'll need to pay the upgrade fee first.",
      'Send PHP 1,500 insurance fee via GCash to release your loan',
      'I just need you to cover the $150 transfer fee so my bank can release it',
      "PayPal: You've received a payment of $750.00. To accept it, upgrade to a business account by paying a $50 fee.",
      'Please verify your account at the link below',
      'Update your payment details to keep your subscription',
      'Update your card details on our secure page: https://puregym-billing.top',
      'Pay the redelivery fee of £1.45 to reschedule your parcel',
      'Pos Laju: delivery failed. Pay RM2.50 redelivery fee to reschedule',
      'The Courier Guy: reschedule and pay R15 redelivery fee',
      'Reply with your Medicare number and date of birth to receive your new card',
      'To release the payment, text us your Social Security number',
      "I've paid via PayID but it says your account needs upgrading to a business account to receive over $1000",
      'Our records show your BVN details are not fully linked. Call us to avoid restriction',
      'PM Kisan: your installment is pending due to incomplete e-KYC',
    ],
    quiet: [
      "You'll need the reference number on the card and photo ID when you collect.",
      'Your customs charge has been paid and your parcel is on its way',
      'Set up your security questions in the app, for example the name of a first pet you will remember',
      'W-2s for 2024 have been sent to all employees by post.',
      'Employees can download their W-2 from the ADP portal from 31 January.',
      'Please verify your email address to finish setting up your account.',
      'Update your payment details in your account settings to keep your Pro features',
      'Can we confirm a few dates for the party?',
      'Send me a photo of the card you got for Nana, I want to get one like it',
      'The upgrade to fibre is free for existing customers',
      'The transfer fee is waived for transfers between your own accounts',
      'Your parcel was delivered to your safe place',
      'Thanks, your details were saved',
      'Please bring your Medicare card and a list of your medicines to the appointment',
      'Bring your PAN card and Aadhaar to the branch on Monday',
      // The company's own app is the place to do it, not a link or a reply.
      'Your membership payment of £24.99 failed. Please update your card details in the PureGym app within 7 days.',
      'Confirm your delivery address in the Evri app before 6pm',
      'Your payment failed. Please log in to the Netflix app to update your payment details.',
    ],
  },
  'remote-access': {
    fires: [
      'Please download our contract viewer here https://partners-brand.net/contract.exe',
      'Install AnyDesk so our technician can help',
      'Download Team Viewer and give me the ID',
      'Your reward points expire today. Redeem now by installing SBI reward.apk',
      'Wedding invitation 💌 please do come with family 📎 wedding_invitation.apk',
    ],
    quiet: [
      'The setup guide is at https://example.org/help/install.html',
      'Can you help me set up my new printer?',
      'Track your parcel in the UPS app, free on the App Store and Google Play.',
    ],
  },
  'invoice-callback': {
    fires: [
      'Your Norton 360 subscription has renewed for $399.99. To cancel or get a refund, call +1 (833) 555-0199 within 24 hours.',
      'Invoice #88213 from Support Billing: $599.00 for Antivirus Lifetime Protection. If you did not authorise this, call our billing desk at 1-888-555-0142.',
      'Call 0800 555 0199 now: your Geek Squad tech support plan of £289.99 will be charged today.',
      'Amazon: a purchase of an iPhone 15 Pro ($1,299.00) was placed on your account. Not you? Call 1-888-555-0112.',
      'Coinbase: a withdrawal of 0.5 BTC was requested. If this was not you, call +1 (805) 555-0143.',
    ],
    quiet: [
      'Your Norton subscription renews on 12 March. Manage it in your account at norton.com.',
      'Did you make a $218.40 purchase at TARGET? If not, call 1-800-869-3557.',
      'Chase: a new device signed in to your account. For your device security, if this was not you call 1-800-935-9935.',
      'Geek Squad: your repair for order 4471 is ready to collect. Questions? Call 1-800-433-5778.',
      'Your iPhone screen repair is done, call us on 020 7946 0123 to arrange collection.',
      'Coinbase: you bought 0.01 BTC for $650.00. See it in the app.',
      'The IT help desk can fix your laptop on Friday, call me on 07700 900123 if that does not suit.',
    ],
  },
  'is-this-you': {
    fires: [
      'Is this you?? 😂😂 https://video-views-share.xyz/watch?v=9Kz2',
      'Is this you in this video?? 😱 https://bit.ly/3vidz0',
      'omg look what I found of you lol www.vids-share.example/v/88',
      'Someone posted a video of you, is that really you? https://fb-watch.example/clip',
      "omg look who's in this video 😱 is it really you?? fb-video-watch.example/v/8821",
      "OMG I can't believe they posted this of you 😱 look bit.ly/3vXq8Ka",
      'OMG look who died in this video 😢😢 https://tinyurl.com/4xdk2p9m',
      "could you vote for my niece Amelia in the kids modelling competition? She's in the final! https://wa-vote.top/amelia",
    ],
    quiet: [
      'Is this you?? 😂 found it in the old school album',
      // No link: family asking for a vote in a school or club contest they will share themselves.
      'Can you vote for my daughter in the school art contest on Friday? Voting is at the school gate.',
      // No link to open: a friend asking about a photo they sent.
      'Is this you in the photo from the reunion? You look just the same!',
      'The video of you at the wedding is on the family WhatsApp',
      "Look who's in the video from the school play! https://photos.example/album/22",
      'Mum shared the photos from your party on the family group, so cute: https://photos.example/album/23',
      // Someone who has died, named: news shared between friends.
      'So sad, Auntie Jean died on Sunday. The funeral notice is here: https://funeral-notices.example/jean',
    ],
  },
  'reported-account': {
    fires: [
      'omg bro my little brother reported ur steam acc by accident. steam support said u need to add their agent',
      'sorry my cousin reported ur roblox account on accident. the admin said u gotta talk to him on discord',
      'my little brother reported your account by mistake. discord says you have to verify it with their trust & safety team or it gets disabled',
      'bro I think I accidentally reported your account instead of the other guy 😭 message the Discord Trust & Safety bot on their server',
      'hey sorry i accidentally reported your account for scamming 😭 my friend said u have to message the discord staff guy to clear it',
      'yo did u report me?? some guy said my acc got reported from ur name. u need to talk to the mod "HypeSquad Events"',
      'someone in the server is mass reporting you for scamming, check this before ur acc gets banned, my friend is a mod',
      "hey I accidentally reported your Steam account, sorry 😬 you need to contact Steam support to fix it. add this guy he's a steam mod",
    ],
    quiet: [
      "I reported your account by accident, sorry! I've undone it now",
      // A report with no "staff member" to contact, and a genuine moderator's note.
      'I reported the spam account that keeps messaging the group',
      'Your post was reported and removed by the moderators for breaking rule 3.',
      'I accidentally reported my own post lol, how do I undo that',
    ],
  },
  'premium-rate': {
    fires: [
      'URGENT! You have won a £900 prize. To claim call 09061701461 now',
      'Call 0871 277 1014 to claim your reward',
      'For a psychic reading call 1-900-555-0134',
      'Missed call alert. These numbers called but left no message: 07008009200',
      'Reply GO for your free ringtone (150p/msg)',
      'Chat to hot singles now, calls £1.50 per min',
    ],
    quiet: [
      "Courier: Rommel 0956 112 3344, text if you're not home",
      'J&T Express: Parcel out for delivery today. Rider: Ronnie 09171234567. Please prepare exact COD amount PHP 849.00.',
      'Call us free on 0800 123 4567',
      'Our number is 0345 300 0000',
      'Your order 0987654321 has shipped',
      'Dad call me on +44 7700 900123 when you land',
    ],
  },
  'prize-refund': {
    fires: [
      "Our assessor can visit this week, there's just a £149 survey fee which is refunded once your grant is approved",
      'Free puppies to good home, you only pay the $350 shipping',
      'You may be due a refund on your Part B premium of up to $1,200',
      'Free watch, you just cover shipping',
      'Congratulations! You have won a £500 voucher',
      'You are eligible for a tax refund of $312',
      'Claim your reward now',
      'HMRC: You are due a tax refund of £326.40. Claim it here before 18:00.',
      'You have a pending refund of $89.76. Enter your card details to receive it.',
      "Your refund of $312.00 can't be processed until you confirm your bank details.",
      'Hi, you may qualify for the 2025 Health Subsidy benefit of up to $6,400 a year',
    ],
    quiet: [
      'The £50 key deposit is refunded when you return the key',
      'Is the shop due to refund you for the broken kettle?',
      'Your pack explains your choices, including taking up to 25% tax-free cash.',
      // A refund the message says has been made: a receipt, not a windfall.
      'Amazon: Your refund of $23.99 has been processed to your original payment method.',
      'Your refund for order 112-4456789-1234567 has been issued. $23.99 will be credited in 3-5 days.',
      'Your Google Play refund of $4.99 has been approved.',
      "Amazon: We've issued a refund of $12.99 for your return.",
      'Good news: a refund of $64.20 is on its way to your card.',
      'A refund of Rs. 8,420 has been determined and will be credited to your pre-validated bank account.',
      'Your refund for order 1182 was issued to your card yesterday? Great, thanks.'.replace(
        'refund for',
        'return for',
      ),
    ],
  },
  'new-number': {
    fires: [
      "Hi Mam it's me, I'm on Sean's phone, mine is broke. Are you at home?",
      "Hi Ma it's me, my phone fell in water. Using this number for now.",
      "Dad, I've lost my wallet and phone. This is a mate's number",
      "Mum it's me, I'm texting from my work phone",
      "Hello mum it's me, I'm on a friend's phone, can you text me back here?",
      'Hi Dad, mine got stolen at the station so this is my number for now',
      'Hi Mum, this is my new number, save it',
      "Hi dad it's me, I dropped my phone in the bath",
      'Save this number, my old phone is not working',
      "Hey dad it's me, phones broken using a mates",
      'Hello mammy, phone got smashed so this is a temporary number',
      "it's me, new number. Don't call it, the mic is broken lol",
      // As an iPhone types it, with a curly apostrophe.
      'Hi Mum it’s me, this is my new number 😊',
      'Bros na me Emeka, this is my new line, the old one spoil',
      "Hi Mam, it's me. Changed my number, will explain later. Can you do me a favour? x",
      'Hola mami, este es mi número nuevo. Se me cayó el teléfono',
      'Hey dad its me, phone broke so using this temporary one',
      'Maa ye mera naya number hai, purana wala kharab ho gaya',
      'Hi Pa, I changed number, old one spoil already',
      // In French, Portuguese and Afrikaans.
      "Coucou maman c'est moi, j'ai changé de numéro, mon téléphone est cassé",
      'Oi mãe, troquei de número, salva esse aí',
      "Hallo, dit is Pieter. Ek het 'n nuwe nommer.",
      'Hi dad, got a new sim, the old one stopped working. Save this one x',
    ],
    quiet: [
      "I'm on Dad's phone at the match, see you at 6",
      // A relative who asks to be rung, to hear it is them, or whose number stays the same.
      "Hi Mum, it's Ellie - new number, I've switched to giffgaff. Ring me on it when you're free so you know it's me",
      "Hi Mum, it's Dan, finally got the new phone, same number though so nothing changes",
      "Call me on my work phone after 3, it's quieter",
      "Did you see the photos on your friend's phone?",
      'Our neighbours had their car stolen last night, mine was fine',
      'Hi Mum, running late, home by 8',
      'Your new SIM is on its way. Save time: activate it online when it arrives.',
      'Where are you at? Your phone dead yet?',
      'The new line of winter coats is in store now',
      'Have you changed the number on your account yet?',
    ],
  },
  'family-emergency': {
    fires: [
      "Hi Dad, I got a new phone, this is my number now. Save it x. Are you around? Something I need a hand with today if that's ok",
      "Hey Dad it's me, phone's cactus so I'm on a mate's old one. Can you save this number? Also are you around, I need a hand with something today",
      'Hi Mum, I need to pay a bill today, can you help me pay £480? My app is locked',
      "Hey dad, it's Zoe. I'm stuck at the station and my card got declined, can you send $150 to her account so I can get home?",
      "Hello Mrs Reed, I'm an attorney representing your grandson Tyler. Please call me as soon as you can.",
      "Hi Ma it's me, my phone fell in water. Using this number for now. Please send R2,800 for my varsity registration, it must be paid today.",
      "Brian's had a bump in the car, he's fine but his phone's smashed. He asked me to message you as he needs £700 for the recovery truck",
      "Uncle, I'm stuck in Dubai airport, my bag and wallet got stolen and they won't let me board without paying a fine. Can you Western Union $600?",
      "I'm stuck in Lisbon airport and need you to send $400 for a new ticket",
      "Hi mom it's me, I dropped my phone so this is my temporary number. Can you help me with R2,400 for my rent, my banking app isn't working on this phone",
      'Your granddaughter Emily was involved in a collision and is in custody. To arrange her release, please call Public Defender Mark Collins',
      "I'm in Rome and my wallet was stolen. Could you lend me €400 until I'm home?",
      'Got mugged last night, can you send me $300 for a hotel and a train?',
      "Grandma I'm at the police station, please call my solicitor on this number, he'll explain",
      "I'm in a bit of trouble and need your help. Please don't ring Dad about it",
      "Mum I need to pay my phone bill today and my banking app won't let me log in on the new phone",
      "Grandma, it's me. I'm in jail and need $2,000 for bail",
      'I had a car accident abroad and the hospital wants money before they treat me, please send £900',
      'Please transfer $1,500 for my lawyer, I will pay you back next week',
      // The cash and what it is for, with a collector between them.
      'Nan I need you to get the cash ready, my friend Dave will come round at 4 to pick it up for my bail',
      "Grandad, I'm in hospital after a crash. Please send $900 today, I'll explain later",
      'I got arrested last night and I need you to send $800 today',
      // "Hi Mum" texts: the bill comes first or the banking app does.
      'Can u do me a favour, need to pay a bill today and my banking app is locked on new phone',
      "My new phone isn't set up for banking yet, can you pay £450 for me? I'll pay you back Friday",
      "Hi Dad, i'm locked out of my online banking for 24hrs and need to pay my landlord today. It's urgent",
      "Mum I've got two bills I need to pay today but I can't log in to my banking on this new phone yet",
      // Money asked for by app, then the locked banking app; and a stranger's account with "I'll pay you back".
      "Hi Ma, using my colleague's phone. Can you help me PayNow $1,200 to my friend's number first? My bank app locked.",
      "Mum it's £940 to SAMUEL OKORO, sort code 20-45-77, acc 63018822, it has to go today. I'll transfer it back Monday",
      "Thanks mum, it's a company so the name's different: sort code 20-45-77 acc 83315901, £865. I'll pay you back Monday x",
      // Bail as what the money is for; a money ask and a banking app that "cannot login".
      'Papa the police stopped us. The lawyer says if we pay $3,000 bail today I can come out',
      'Ah Ma, this is my new number. Can help me transfer something first? Bank app cannot login on new phone',
      // The same in Portuguese, and the grandparent call that asks for secrecy first.
      'Oi mãe, troquei de número, tô precisando de um favor urgente, consegue fazer um Pix pra mim?',
      "Nana it's me, I'm in a bit of trouble and I'm so embarrassed. Please don't tell mum. Can I ring you?",
      'Your grandson Tyler has been detained and his bail is set at $8,500.',
      // In rupees too.
      'Arjun met with accident, he is in hospital now, they are asking Rs 45,000 deposit before surgery',
      'Please send ₹20,000 for his hospital bill, I will explain later',
      "Grandma it's Tyler. I was in a car accident and they're holding me at the station. My lawyer will call you about bail.",
      "Dad can you send the money to the account I texted? They won't let me leave until it's paid",
      "I'm in the hospital after a crash and I need help paying the other driver. can you get some gift cards?",
      // The "Hi Mum" text itself: a new phone, then money or a favour at once.
      'Hi Pa, I changed number, old one spoil already. Got something urgent, can PayNow me $980 first? Later I return you',
      "Hiya Mam, it's me on a new number, the other phone's gone for repair. Can you help me pay for something online?",
      "Hi Mam, it's me. Changed my number, will explain later. Can you do me a favour? x",
      'Maa ye mera naya number hai. Ek urgent payment karna hai ₹18,000, aap is account me bhej do na please',
      // In Tagalog; and a "kidnapping".
      'Tita, si Carlo po ito. Naaksidente ako, nasa ospital po ako. Pwede po ba ma-GCash 15k?',
      "Mom?? please help they've got me. they said if you call the police they'll hurt me",
      "Dad its me, new phone. I've got a problem with my car insurance payment, it has to go today. Can you help?",
      'hi mum its me, lost my phone so using a new one. can you EFT R2,800 for the deposit on the new phone',
      'Ma, ini nombor baru saya. Phone lama rosak. Boleh tolong transfer RM1,200 dulu?',
      "Mum I'm so sorry to ask, I need to pay a bill today and my banking app won't work on the new phone",
      // The grandparent scam's "official" who will call.
      "Grandpa it's Emily. I was in a car accident and the other driver is hurt. Sergeant Miller is going to call you",
      'Señora, tenemos a su hija. No cuelgue y no llame a nadie.',
    ],
    quiet: [
      "Stuck at the station, train's delayed, home by 8",
      'Our solicitor is representing us in the boundary dispute with the neighbours',
      'Hi Ma, using this number for now. Can you pick me up from the station at 6?',
      'Had a bump in the car park this morning, no damage. Can you send me the photos from Sunday?',
      'Stuck in Dubai airport for 6 hours, the lounge is lovely though. Send photos of the dog!',
      "I'm on my new phone now. Can you help me with the shopping list for Saturday?",
      'My wallet was stolen at the match but the bank sent a new card already, no need to worry',
      'Just at the police station reporting the bike theft, back by 6',
      'Mum can you send £20 for the school trip?',
      "I'm in a bit of trouble with my maths homework, can you help tonight?",
      'Visiting Grandad in hospital tonight, do you need anything from the shop?',
      'The lawyer says the house sale completes on Friday',
      'Our lawyer needs the money for the house deposit by Friday',
      'Nan is in hospital this week. Can you send me the ward number so I can post a card?',
      "My banking app is locked again, I'll sort it tomorrow",
      "Can you pay the gas bill? I'll transfer you my half later",
      // "Bail me out" is a loan among friends.
      'Can you send $50 to bail me out till payday? Car insurance came out early',
      // Borrowing for themselves, into their own account.
      "hey mum can you transfer me $150 for the rego? i'll pay you back friday when i get paid. same account as usual",
      "Could you send £100 to my Monzo? I'll pay you back when I get paid on the 28th x",
      'Tom was in a car accident last year and still has a sore back',
      "They won't let me leave the office until the report is done",
      "I'm locked out of my online banking again, I'll ring them tomorrow",
      'Grandad is in hospital this week, so we got him a gift card for the hospital shop',
      // A new number with nothing asked.
      "Hi Aunty, it's Priya! Changed my number since I moved to Melbourne. Will video call you on the weekend",
      "Hey it's Lauren from pilates, new number, my old phone got stolen. Can you add me back into the Tuesday group chat?",
      'If you ever get a message saying it is me on a new number, call the police number 101 and ring me first',
      'The caller says a grandchild has been arrested and bail money is needed, so please warn older neighbours.',
      'Tom had a car accident last week, the officer said the other driver will call you about the insurance',
    ],
  },
  'romance-money': {
    fires: [
      'Good morning my love 🌹 my commander will allow me to leave the base, but I need to pay for the leave certificate myself ($1,800)',
      'I am ready to come and see you in Christchurch! But the agent told me I must pay a fee of $2,200 for the transit visa.',
      'The customs officer says I need $3,800 to release the gold before my flight',
      'The customs agent in Aberdeen is holding my equipment and they want $4,800 before I can come home to you',
      'I want to come see you but I need help paying for my leave application ($850). I will pay you back the moment I land.',
      'The diamonds have arrived in Kuala Lumpur but the customs officer says there is a $6,200 release tax',
      'The diplomatic courier company needs a delivery fee of $850 which I cannot pay from here',
      'My commander says the leave fee is $1,500 before they let me fly home to you',
      'They are holding my payment until I clear my equipment through customs. Could you help me with $2,800?',
      'Can you lend me $2,000 for my leave papers so I can finally come see you?',
      // A gift held for a fee, and money lent until they come, from a sweetheart.
      'My love, the courier says there is a clearance fee before they can release my gift to you. Please pay it',
      'My darling, could you help with £1,500 until I am home? I will pay back every penny',
      'The army requires my partner to pay for the leave approval paperwork, only $1,500',
    ],
    quiet: [
      "I'd love to come and see you at Easter! But I have to check my shifts first.",
      'Pay the import duty online to release the package',
      'I have put in my leave application for the school holidays',
      'Can you lend me the ladder? I will leave it by the papers in the garage',
      "Can't wait to come and see you next month, I've booked the train",
      'The release date for the film is Friday',
      'DHL: a customs clearance charge of £12.40 is due on your parcel. Pay at dhl.co.uk',
      'My love, could you help me with the shopping until I am home?',
      'Payment has cleared, so please send the item. Remember to leave feedback for the buyer.',
    ],
  },
  secrecy: {
    fires: [
      "Please dont tell Aunty yet, she'll panic",
      "Don't tell Grandad, he worries",
      "This needs to stay confidential until the deal is signed, please don't discuss with Shane or the team yet.",
      "Don't tell the bank why you're withdrawing the money",
      'Keep this between us for now',
      'If the cashier asks, say it is for home improvements',
    ],
    quiet: [
      "Don't tell me Grandad forgot his glasses again",
      'Tell your sister I said hi',
      'If the bank asks for ID, bring your passport',
    ],
  },
  impersonation: {
    fires: [
      'WhatsApp: your account will be banned in 24 hours, verify now',
      'Hamilton County Sheriff: You missed jury duty on 05/06',
      'HSBC: unusual activity on your card',
      'This is the fraud department at your bank',
      'This is your bank: we have stopped a payment',
      'Hi, this is Grace from the Inland Revenue office, please call us back',
      'A message from the tax office',
      'Uber: your account is on hold',
    ],
    // A chat app named as the way to talk, or a company the writer is a customer of, is not the sender.
    quiet: [
      'Hi is the cot still going? Would you take 70? I can do cash or PayPal whatever suits',
      'Nani, WhatsApp video call karne ke liye, mera naam kholo, upar right side camera wala button dabao',
      "Just sent the £120 by bank transfer. HSBC says it might take a few hours as it's the first time paying you.",
      'groceries (amazon run): $312.46, total $409.74 each',
      'you can venmo me @megan-t or paypal to this email',
      "You can send cash, or pay through the school's PayPal link on the PTA website.",
      'See you at the cinema tonight',
      // A word of another language that folds to a brand's name without its accent ("über" is not Uber).
      'Bitte ändern Sie Ihr Passwort über Strg+Alt+Entf',
      'Can you message me on WhatsApp instead?',
      'Switched to Halifax last month, the app is great',
      "I'll order an Amazon one for her birthday",
      "Hey! It's Jess from yoga. Still want to split an Amazon Prime membership? I can add you",
      'Sharing the Uber home tonight?',
      'hey can you paypal me $18 for the pizza last night? no rush',
      // Paying a friend back for a ride, and a marketplace's buyer: neither is the company writing.
      'hey can u venmo me $18 for the uber last night, my card got charged for all of it lol',
      "yo Amazon buyer here for the lamp, I'll bank transfer tonight, can u hold it til sat?",
      'Voting is on the school WhatsApp group, just tap my pic (#7)',
      // A payee's address at a bank (a UPI handle) names the payee's bank, not the writer.
      'Sent Rs.640.00 from your account to blinkit.payu@hsbc on 14-01-25',
      // "Your bank" as where money comes from, not who is writing.
      'To renew your TV Licence, set up a Direct Debit from your bank account or pay by card',
      // A payment app as the way money went, a company the writer bought from, a name inside a link.
      "hey it's Jess, just paypal'd you $62.40 for the concert tix",
      'Splitwise says I owe you $47.50 for the amazon order, just paid to your PayID',
      'Shirts are $12 each. Pay via PayPal to @LincolnPTA or send cash in an envelope.',
      "Hi! It's Emma from the antenatal class. Here's the link: chat.whatsapp.com/Gk2P8xQmL4b1Tr0",
      'Sent you £20 for the train, check your HSBC app',
      // The writer's own account.
      'You said you would pay half, so send £565 to my HSBC when you get salary, no hurry.',
    ],
  },
  'job-task': {
    fires: [
      "Our teacher's latest stock tip gave members 38% returns. To join the next round, top up at least $3,000 into your account on the app",
      'You have been shortlisted for Qatar Airways ground staff jobs. Pay medical and processing fee Ksh 8,500 via Till 5518820 to secure your slot',
      "Before your start date you'll need a home office. We'll send you a cheque for $3,850 to purchase equipment from our approved vendor",
      'Top up your account balance to unlock the next set of tasks',
      'Great news, the client would like to move straight to offer without an interview',
      'Need someone to receive £500 to their bank and send it on – you keep £100. No risk, takes 5 mins',
      'Your profile is shortlisted for Back Office Executive. Pay refundable registration fee Rs 2,500 to UPI to confirm your interview slot.',
      'Shoprite is hiring! No experience needed. Pay R350 registration fee for uniform & training to secure your spot.',
      'The DBS check and training cost £145 in total, which will be refunded in your first pay packet.',
      'Viewers were shocked when he showed his live account earning £1,200 a day on air',
      'Easy money! Need someone with a Revolut account. I send £1000 to you, you send £800 to my mate and keep £200',
      "Today's task: like these 5 TikTok videos and send screenshots here.",
      'You get ₹150 per task and can withdraw daily',
      // A money mule's job.
      "Funds get sent in and you transfer them on, that's the whole job",
      'Just let me use your card for a mobile deposit and I send you your cut the same day',
      'Earn $300 per day working from home',
      'Complete simple tasks online, daily commission',
      'Top up your account to unlock your earnings',
      'We have a flexible remote role: 60-90 mins a day',
      "Our client is offering a remote 'order processing assistant' role",
      'Our company is looking for part time online staff, salary 2000-5000 daily',
      "We're recruiting online assistants, 1-2 hours a day",
      'Earn Rs 3000-8000 daily by working part time. Contact HR on WhatsApp',
      'Simple task lang, i-rate lang ang hotels sa app, 1,500-5,000 pesos daily',
      // A money mule: someone else's money through your account.
      'just need to use your bank account to receive a payment from my business, you keep £100 and send the rest on',
      'need someone w a cash app card rn',
    ],
    quiet: [
      'Your Leap card balance is low. Top up your account in the app before your next journey',
      'Your visa processing fee has been received, your appointment is on 12 May',
      'Linkt: Your account balance is low. Top up to avoid your account being suspended and tolls going to a toll notice.',
      'The interview is on Monday and the offer follows within a week',
      'When you receive the jumper, send it on to Gran',
      'Please pay the netball registration fee of $60 by Friday, training starts Monday.',
      "I'll send you the photos, you send me the list",
      'Follow our page for updates on the school fair',
      'The plumber charged £90 for the task',
      'If any post comes in for me, could you send it on to the new address?',
      'You will need your bank card to verify your identity and receive the payment',
      'I start my new job on Monday!',
      'The role is based in our Leeds office, Monday to Friday',
      'Drink 2-3 litres of water a day while you recover',
    ],
  },
  'investment-return': {
    fires: [
      "So random but I've been trading with this platform my cousin uses and I've been withdrawing fine for 2 months",
      "I run a small signals group, 87% win rate last month. First week free, after that it's 0.05 ETH",
      'My uncle shows me the signals from his fund, I made about $8,200 this week',
      '🚨 Elon giveaway LIVE 🚨 send 0.1 - 5 ETH to the address in bio and get DOUBLE back instantly',
      'Deposit any BTC to the wallet below and receive 2x back within the hour',
      'As promised, here are the details for the private pre-IPO allocation I mentioned. Minimum participation is $5,000.',
      'Invest it in our 12% fixed return bonds',
      'The platform needs the 20% income tax ($18,400) before they release the withdrawal',
      "You've been added to the group. Our analyst shares free daily stock signals, average return this month +46%.",
      "Welcome to the VIP Stock Club. Tomorrow's IPO allotment is guaranteed for members through our institutional account.",
      'Guaranteed returns of 20% monthly',
      'Our trading platform doubles your investment risk-free',
      'Turn £250 into £8,000 in 2 weeks. Ask me how',
      // The platform's fee to get the money out.
      'Before you can withdraw your profit you need to pay the 20% income tax',
      'Please deposit the 10% margin fee to withdraw your balance',
      'A risk-free investment that will triple your savings',
      'My aunt told me about this AI quant trading app, I started with $1000 and now I have $18,500 in 3 weeks',
      'My uncle works at a hedge fund in HK. He gets insider data',
      'Our free stock study group shares daily picks before the US open. Would you like to join?',
      "He's sharing 3 AI stocks for free in our WhatsApp study group. Would you like to join?",
      'Professor Hale shares 2-3 FTSE stock picks every week',
      'Today I made $3,800 from a contract on the platform, my aunt says this week is the best window',
      'I turned $200 into $4,800 in 3 days with my crypto mentor',
      'Invest N50,000 today and receive N150,000 in 72hrs. Limited slots left.',
      'quick flip, i send 500 u get 1500 back in 20 mins',
      'Bro I doubled my money on this app',
      // More money back within days, and a friend's winnings with someone to invest with.
      'Invest ₦20,000 and get ₦60,000 in 5 days. No scam!',
      'Put in $500 today, receive $1,500 within a week',
      "This man I've been investing with is amazing, I made $4,000 in three weeks",
      "I've been doing really well with a BTC arbitrage platform, happy to walk you through it",
    ],
    quiet: [
      'Withdrew $200 fine at the airport ATM, all good',
      'The under-12s have a 60% win rate this season',
      'I made about $820 this week at the markets, the candles sold out',
      'I sent you the ETH last night, can you double-check the address got it?',
      'Sent 0.5 BTC to my cold wallet, the fee was twice what I expected',
      'The company filed for its IPO last week, the news says',
      'Our 2-year fixed saver pays 4.1% AER, fixed for the term',
      'I made £400 in two weeks at the car boot sales!',
      'Open an account, deposit $500 and get a $100 bonus after 60 days',
      'Tax is deducted before we pay your pension lump sum',
      // A statement's modest figure.
      'Your portfolio return this month: +2.1%. View your statement in the app.',
      'IPO allotment status: 1 lot of Tata Technologies has been allotted to your demat account.',
      'Your withdrawal has been processed. Network fee: 0.000005 SOL',
      'Withdrawals made before 5pm are paid the same day and we never charge a fee',
      'My pension statement came today',
      'We turned the spare room into an office for £300',
      // Risk-free and tripled, but not money: what spam and newsletters also sell.
      'Try it risk-free for 30 days',
      'Triple your dial-up surfing speeds! Here is how',
      'I started with $20 a week in the savings jar and now it is a habit',
      'I made £40 from the car boot sale on Sunday',
      // A bank's offer of a bonus, with no hours to wait.
      'Open an account, deposit $500 and get a $100 bonus after 60 days',
    ],
  },
  'pay-unseen': {
    fires: [
      "I'm selling it because I've been deployed overseas. The truck is already at an eBay Motors shipping facility",
      "If you'd like to secure it, I just need the first month and the deposit, and I'll send the contract and keys by registered post",
      "2 tickets for Saturday, £189 each. I can transfer them through Ticketmaster as soon as payment's in",
      'Spare Sabrina Carpenter ticket, $180, can transfer on Ticketek Marketplace, just PayID me first',
      "Two Coldplay tickets, Rs 6,500 each. Pay 50% advance on UPI and I'll transfer via BookMyShow",
      "£180 each. Can do bank transfer, and I'll transfer them over on Ticketmaster as soon as it lands",
      'selling my 2 sabrina carpenter tix, $150 each. venmo or apple pay only',
      'Pay ₹5,000 advance on UPI today to block the room, visit after payment only.',
      'Golden retriever puppies, vet checked, free to good home, you only pay the $350 shipping and insurance',
      "Zelle me the full amount and send your address, I'll send tracking as soon as it's paid",
      'Just PayID me the $400 and the courier will deliver Thursday',
      'Pay via Chime to our kennel manager and we ship tomorrow',
      "I'll mail it once you Cash App me",
      "I have 2 Cat 1 tickets I can't use anymore, S$298 each. Can transfer via the official app once you pay by PayNow.",
      'Real Madrid, 2 seats together in Fondo Sur, 180 EUR both. I send you the PDF as soon as you pay by Bizum.',
      'Can send them over as soon as I get the money on Revolut',
      'Please send the 2 weeks bond ($760) to hold it, I will mail the keys.',
      "I can't go to the concert anymore, I'll do face value $150. I'll email them to you after payment",
      'Got 2x tickets, $220 each. Will send the QR code as soon as payment comes through via PayID',
      'selling Coldplay tix, 2x ₹12,500, pay 50% now via UPI and rest after transfer',
      'Concert tickets 2x available. Pay via UPI first, tickets will be transferred within 10 mins',
      "Free to a good home, you'd just need to cover the £300 transport to you",
      "I'm deployed at the moment so I can't meet, but I can ship through eBay escrow",
      "I have 2 tix for Friday, can't go anymore. $90 each, bank transfer first sorry, been scammed before",
      "Still have 2 playoff tickets, $400 for both. E-transfer and I'll send them right after",
      // A landlord who cannot show it, or a fee to see it.
      "The room is yours if you send the bond today. Sorry I can't show you the room, I'm interstate until March",
      'To stop time wasters I ask for a £300 refundable viewing deposit before I send the address',
      "I'm currently working overseas so can't do viewings, but if you pay the deposit I'll courier the keys.",
      "Lots of interest, so I'm holding it for whoever sends the $500 holding deposit first.",
      'The PS5 is still available. £250 including postage, bank transfer only as PayPal takes fees',
      'Please send it by PayPal friends and family so there are no fees',
      "Yes the PS5 is still available! I'm away working in Aberdeen at the moment so I can post it.",
      'To reserve the room I need the first month plus deposit, after that I will send the keys by DHL.',
      "I'm in Perth for work so can't do an inspection. If you pay the bond via bank transfer I'll courier the keys to you.",
      "Lots of interest so I'll need a £300 holding deposit today to take it off the market.",
      'Selling 2 floor tickets, $150 each. Zelle or Cash App only, I will transfer them right after.',
      "I'm currently overseas for work so can't show it, but the deposit secures it",
      'I have 2 Oasis tickets for Saturday, face value €180 each. Can transfer them once you pay by bank transfer',
      "If you want it held, send a $100 deposit via PayID and I'll mark it pending",
      "Lots of interest, so send the deposit today. I'm away till Monday so can't do viewings",
      'I have PS5 brand new sealed, 250 SGD only. PayNow first, I courier tomorrow',
      "Hi, the apartment is still available. I'm overseas for work so can't show it, but I can post the keys once you pay the bond",
      'The puppy is ready for her new home. $800 plus $250 transport to your city',
      'Reservation fee 3k via GCash para ma-hold, COD ang balance',
      // The keys by post once paid; no visits and a deposit; a deposit to see it; a host off the booking site; you go first.
      "Once the deposit and first month's rent are paid I'll post you the keys and the lease by registered post.",
      'A $300 deposit by e-transfer will hold him. Sorry, no visits at the moment because of kennel cough.',
      'The car is already at the depot, they need a R4,000 refundable deposit to arrange your viewing.',
      'Booking.com charges us huge fees now so we take bookings direct. Just transfer a 30% deposit to confirm.',
      "We don't use Airbnb (the fees are crazy). To hold the dates we just need the first month by wire or Zelle.",
      'bro u go first then ill send the robux straight after',
      '$180 each, Venmo friends & family only please, goods & services takes forever',
      "I'll transfer them on the app once you send the money on Revolut",
    ],
    quiet: [
      "Hi Bryce, deposit of $1,075 sent via bank transfer just now, ref 'Hollis deck'",
      "I'll pay you first thing tomorrow for the tickets, promise",
      "hey! I only do Vinted checkout sorry, not PayPal F&F, it's for both our protection",
      'We can visit after lunch, payment on the day is fine',
      "rent for march: your share is $616.67. e-transfer me by the 1st and I'll send it all to the landlord",
      'Send $200 through cash app or I will post it on tiktok',
      "Happy to post it once you've paid through Vinted",
      'You have an outstanding traffic ticket. Pay now to avoid a late fee',
      'Your e-tickets are attached to this email. Payment received, thank you',
      "I'll post the keys through your letterbox when you've moved in",
      // Paid with the platform's own checkout: its protection covers the buyer.
      "I'll send you the tracking number once you pay with Vinted's checkout",
      "The deposit is paid, thanks! I'll post the keys through the door on Friday",
      'No viewings this weekend, we are away. Happy to show you round on Tuesday evening',
      'Airbnb fees went up again! Anyway, see you at the cottage on Friday',
      'You go first, I will follow your car to the venue',
      "We're rehoming our cat Milo, come and meet him on Saturday",
      "Pay via PayPal first thing tomorrow and I'll confirm",
      'Got the tickets! I paid by card on Ticketmaster, will send you yours in the app',
      "I can't show you around on Saturday, could you do Sunday at 11 instead?",
      'Shall I transfer you my half of the bond tonight?',
      'Inspections are on Saturday at 10, bring ID and we can take the holding deposit by card there',
      'Got the tickets! Paid by card through Ticketmaster, they are in the app',
      'Viewings are on Saturday from 10 to 12; bring ID and we can talk about the deposit then.',
      'I paid for the concert tickets by card, so we are covered if it is cancelled',
      'My brother is working abroad this year, he says hi',
      "I'm away for work this week, can you transfer your sister her allowance?",
      'The puppy class is on Tuesday, bring treats',
      'Pay at the door when you pick up the bike, cash is fine',
    ],
  },
  'wrong-number': {
    fires: [
      'hi is this still your number? long time no chat',
      "Is this still Mike's number? It's Jenny from the reunion, hope you're well!",
      'Hi, my name is Linda, my assistant gave me your number to discuss the shipment. Are you Mr. Lee?',
      'Sorry, wrong email? I wanted to send you the photos from Saturday',
      'Hi, is this Daniel? We met at the gallery',
      'Sorry, wrong number! But nice to meet you anyway',
      'Oh I think I have the wrong number, sorry. Where are you based?',
      "Hello, I'm Mei. My assistant gave me this number for the business dinner but seems it's wrong. Where are you from?",
      "Sorry, is this Dr. Wang's clinic? I wanted to move my appointment",
      'Sorry to bother you. Is this Mr. Kevin? My driver said he would pick me up at the Marriott at 3pm',
      "Hi, this is Amy. I found your number in my contacts but I don't remember saving it",
    ],
    quiet: [
      'My friend gave me your number, are you still doing ironing?',
      "I think you have the wrong email, I'm not Kevin",
      'Are you coming tonight?',
      'is this ok with you?',
      "I think you've got the wrong number, sorry",
      'Hi, Jo from the school office gave me your number, I have the spare uniform you asked about',
    ],
  },
  'off-platform': {
    fires: [
      "Interested in your camera but I'd prefer to deal outside eBay as the fees are crazy",
      "Hi! I'm Sophie, a nurse. I don't use this app much, can we talk on WhatsApp instead?",
      "We've reviewed your CV and have a remote role. Can I send you the details on WhatsApp?",
      'Our mentor shares trading signals every day, add him on Telegram: @gold_mentor',
    ],
    quiet: [
      "Never accept payments outside of Depop, these aren't covered by buyer protection",
      // Friends and family move chats to WhatsApp every day.
      'Can you message me on WhatsApp instead? My texts are playing up',
      "I'll send you the details on WhatsApp tonight x",
      'Update the app to the latest version',
    ],
  },
  'boss-favour': {
    fires: [
      "Hi Andrew, could you approve the attached invoice from our new IT supplier before end of day? I'm working from home today so email is best.",
      "Are you at your desk? I need you to handle a quick task for me. I'm in a meeting and can't talk, just reply here.",
      'In back-to-back meetings all afternoon. Need a quick favour, are you free? - Michael',
      "Could you set up an international payment from the business account today? I'm in meetings all day so email only please.",
      'Please arrange a TT of USD 32,600 to our new supplier today. Please do not call, signal is very poor.',
      "Can you help me with something urgent? Can't talk, in a meeting.",
      "I'm away at a conference and I need a favour for a parishioner. Can you pick up some cards? I'll pay you back on Sunday.",
      'Are you available? I need a payment to go out today. No need to go through the usual PO process on this one.',
      "Kindly process the attached payment urgently. I'm boarding a flight so I won't be reachable by phone.",
      // The ask and the excuse in different paragraphs of a business e-mail.
      "Hi Priya,\n\nPlease process the attached invoice from Delta Freight Solutions today as a priority.\n\nAmount: £23,780.00\nSort code: 23-71-44\nAccount: 38820176\n\nI've already approved it, so no need to go through the usual sign-off. I'm travelling and have limited signal, email is best.",
    ],
    quiet: [
      'Could you approve the attached invoice when you get a chance? Thanks',
      "I'm away at a conference until Thursday, so the choir rehearsal moves to Friday",
      'Could you do me a quick favour and grab my charger from meeting room 3?',
      'Are you free for a call after my meeting? No rush',
      'Please process the attached invoice by the end of the month as usual. Call me on 0161 496 0123 with any questions.',
      "Hi Dad, can you do me a quick favour? I'm locked out of my online banking",
    ],
  },
  sextortion: {
    fires: [
      'Cute pics 😘 ur so fit. wanna trade? ill go first',
      'u thought that was private? i recorded the whole call lol. pay £200 or it goes to ur friends',
      'I have the recordings. The price to delete everything is $1,950 in Litecoin.',
      'I recorded you through your webcam',
      'I will send the video to all your contacts unless you pay',
      'i made an edited pic of u and it looks real. everyone at ur school is gonna see it unless u pay',
      'I hacked your device months ago and have been watching you',
      'Transfer 300 now and I will delete everything, you have one hour',
      'if u dont want ur parents to see this u better send the money tonight',
    ],
    quiet: [
      'wanna trade pokemon cards at lunch?',
      "I'll ring you tonight and set up the video call thing for you like I promised",
      'I recorded the whole school concert, want a copy?',
      "The price to delete the old backup is nothing, it's included in your plan",
      'I sent the holiday video to the family group',
      'Send me the photos from Saturday and I will delete the blurry ones before printing',
      "If you don't want your parents to see the mess, tidy up before they get home",
      // A security notice about someone else.
      "If this wasn't you, a malicious user has access to your account. Review your recent activity.",
      'Class photos are ready to order. If you do not pay by Friday the proofs go back to the photographer.',
    ],
  },
  'sender-mismatch': {
    fires: [],
    quiet: [],
  },
  'sender-lookalike': {
    fires: [],
    quiet: [],
  },
};

describe('text rules', () => {
  for (const [id, { fires, quiet }] of Object.entries(cases)) {
    for (const text of fires) it(`${id} fires on "${text}"`, () => expect(flags(text)).toContain(id));
    for (const text of quiet) it(`${id} stays quiet on "${text}"`, () => expect(flags(text)).not.toContain(id));
  }

  it('marks the matched words in the pasted text', () => {
    const text = 'Please buy a gift c@rd TODAY';
    const finding = findTextFlags(normalise(text)).find((f) => f.id === 'payment-method')!;
    expect(text.slice(finding.start, finding.end)).toBe('gift c@rd');
  });
});

describe('code deliveries versus code requests', () => {
  const deliveries = [
    'Your Amazon verification code is 482913. Never share this code with anyone.',
    '193 004 is your PayPal code. Do not share it. PayPal will never ask you for it.',
    'HSBC: your one-time passcode is 771201. We will never ask you to share this code.',
    "Your myIR code is 482913. We won't ask you for your IRD number, bank details or password in an email or text message.",
  ];
  for (const text of deliveries) {
    it(`a delivery is not a request and carries a genuine sign: "${text}"`, () => {
      expect(flags(text)).not.toContain('code-request');
      expect(GENUINE_SIGNS.some((pattern) => pattern.test(normalise(text).text))).toBe(true);
    });
  }
  it('a programme that says "never pay anyone to secure your place" carries a genuine sign; a demand to pay does not', () => {
    const signs = (text: string) => GENUINE_SIGNS.some((pattern) => pattern.test(normalise(text).text));
    expect(
      signs("Congrats! You've been accepted. ALX programmes are free – never pay anyone to secure your place."),
    ).toBe(true);
    expect(signs('Pay the R350 admin fee to secure your place today')).toBe(false);
  });
  it('a promise in the first person is no company’s "we will never ask"', () => {
    expect(GENUINE_SIGNS.some((pattern) => pattern.test(normalise('Our staff will never ask for your PIN').text))).toBe(
      true,
    );
    expect(
      GENUINE_SIGNS.some((pattern) => pattern.test(normalise('I would never ask if I had another option').text)),
    ).toBe(false);
  });
  it('a request for the code just sent is a red flag, even with "code" spelled oddly', () => {
    expect(flags('Hi, this is PayPal support. Please read me the c o d e we just sent you')).toContain('code-request');
    expect(flags('Can you forward me the c0de you got?')).toContain('code-request');
  });
});

describe('sender mismatch', () => {
  it('fires when an organisation writes from a mobile number or a free email address', () => {
    expect(flags('HSBC: we blocked your card, call us now', '+44 7700 900123')).toContain('sender-mismatch');
    expect(flags('Your PayPal account is limited', 'paypal.support@gmail.com')).toContain('sender-mismatch');
    // As a mail app shows it: a display name, and the address in angle brackets.
    expect(flags('Your PayPal account is limited', 'PayPal Service <notice@pay-pal-partners.com>')).toContain(
      'sender-mismatch',
    );
    expect(flags('Your PayPal account is limited', 'PayPal <paypal.help@gmail.com>')).toContain('sender-mismatch');
  });
  it('reads a free-mail sender’s claim from the opening lines or the display name, not a brand named in passing', () => {
    const dinner =
      "Hey both, booked Dishoom for 7:30 Saturday, table for 6 under Raj. They take a £10 pp deposit so I've paid it, I'll send a PayPal request after so don't worry about it now.";
    expect(flags(dinner, 'Raj Mehta <raj.mehta91@outlook.com>')).not.toContain('sender-mismatch');
    expect(flags(dinner, 'PayPal Support <raj.mehta91@outlook.com>')).toContain('sender-mismatch');
  });
  it('stays quiet for the organisation’s own name, short code or domain, and for people', () => {
    expect(flags('HSBC: we blocked a payment, reply YES or NO', 'HSBC')).not.toContain('sender-mismatch');
    expect(flags('Your Amazon order has shipped', '262966')).not.toContain('sender-mismatch');
    // Ten digits starting with 1 are no North American phone (no area code starts with 1): a network's own sender. With
    // the country code, a real area code is a phone.
    expect(flags('PayPal: your statement is ready', '1111301000')).not.toContain('sender-mismatch');
    expect(flags('PayPal: your statement is ready', '+1 312 555 0142')).toContain('sender-mismatch');
    expect(flags('PayPal: your statement is ready', '13125550142')).toContain('sender-mismatch');
    // A UK landline or a firm's 03 number is not a personal mobile; a UK mobile is, however it is written.
    expect(flags('HSBC: we blocked your card, call us now', '+44 345 734 5345')).not.toContain('sender-mismatch');
    expect(flags('HSBC: we blocked your card, call us now', '+44 (0)7700 900123')).toContain('sender-mismatch');
    expect(flags('Your PayPal receipt', 'service@paypal.com')).not.toContain('sender-mismatch');
    expect(flags('Your PayPal receipt', 'PayPal <service@paypal.com>')).not.toContain('sender-mismatch');
    expect(flags('Shall we get pizza?', '+44 7700 900123')).not.toContain('sender-mismatch');
    // A company's own mail subdomain named "mail" is not a free mail service.
    expect(flags('Your PayPal login from a new device', 'PayPal <security@mail.paypal.com>')).not.toContain(
      'sender-mismatch',
    );
    expect(flags('Your PayPal login from a new device', 'paypal.security@mail.com')).toContain('sender-mismatch');
  });
  it('stays quiet for a driver at the door texting from their own phone, not for one who wants a fee, a code or a link', () => {
    const mobile = '+44 7700 900123';
    expect(
      flags('Royal Mail driver here, I’m outside but the buzzer for flat 5 isn’t working, can you come down?', mobile),
    ).toEqual(['impersonation']);
    expect(
      flags("Hi it's Gary your Amazon driver, no answer so I've left your parcel with no. 24. Cheers", mobile),
    ).toEqual(['impersonation']);
    // Without the "I", as drivers text.
    for (const text of [
      'Hi mate Lee from Royal Mail, no answer so left your parcel with no.14 next door. Cheers',
      'Hi this is Marcus with Amazon, left your package by the side gate like your notes said. Have a good one',
      // On the way, with the building's door code; or asking where to leave it.
      "Hey it's Raj, dropping off your Amazon parcel in 10 min. Is the buzzer code still 2204?",
      "Hi mate it's Dan from Royal Mail, ur parcel is here but no one home, can I leave it in the meter box?",
      // However they put it.
      'Sir amazon delivery hai, gate pe hoon. Flat no bataiye please, B wing ya C wing?',
      'Hello boss, Amazon parcel ah, u at home or not? I put at guard house ok?',
      'Hello sir, Royal Mail delivery. I am at building reception, which flat number? Can you come down',
      // A driver who called and got no answer, or who says only that they are at the door.
      'Sir I am Amazon delivery, standing at your gate, nobody picking call. Where to keep parcel?',
      "Hi, Amazon driver here. I'm at the lift lobby, can come down collect? If not I leave at your door ok",
      // A courier, downstairs or at the storm door.
      'Good afternoon, I am the Amazon courier. I am downstairs at the building in Nasr City. Please answer the phone',
      'Royal Mail here, left your box inside the storm door out of the rain. Have a good one',
    ])
      expect(flags(text, mobile), text).toEqual(['impersonation']);
    // As couriers text in the Philippines and Malaysia.
    for (const text of [
      'Good morning maam/sir, Amazon rider po ito. Deliver ko po today yung parcel nyo. Thank you!',
      'Hi, Amazon delivery. Parcel for you. Boss ada rumah tak? If not home I leave at guardhouse ok?',
      // Cash on delivery, to the rider at the gate.
      'Good pm po, si rider po ng Amazon. Nasa labas na po ako ng gate. COD po 899 pesos, pakihanda po exact amount',
    ])
      expect(flags(text, '+63 917 552 8841'), text).toEqual(['impersonation']);
    // No name, and the parcel only as where to leave it.
    expect(
      flags("Hi it's the Amazon driver, I'm outside but no answer. Ok to leave it with no.22 or in the porch?", mobile),
    ).toEqual(['impersonation']);
    // A reply to their own question is no reply the scam asks for ("reply 1 to reschedule", "reply with your address").
    expect(
      flags(
        "Hi it's your Royal Mail driver, I'm outside no.7 but no answer. Shall I leave it in the green bin or with no.9? Reply and I'll sort it",
        mobile,
      ),
    ).toEqual(['impersonation']);
    // The same driver asking for a fee, the code just texted, or sending a link is the courier scam.
    for (const text of [
      'Royal Mail driver here, I’m outside. There is a £1.99 fee to release it, can you pay?',
      "Hi it's your Amazon driver, I'm outside. Can you send me the 6 digit code you just got?",
      // Or a parcel said to be held, with a number to call or a reply to send.
      'Royal Mail: your parcel is held at our depot. Call 07700 900456 to arrange delivery.',
      'Amazon delivery: we could not deliver your package today, reply 1 to reschedule.',
      'Royal Mail driver here, no answer at your door. Reply with your address and a safe place.',
      "Hi it's your Amazon driver, we couldn't deliver today. Call us on 0800 123 4567 to rebook",
    ])
      expect(flags(text, mobile), text).toContain('sender-mismatch');
    const linked = 'Royal Mail driver here, I’m outside, rebook at royalmail-redelivery.example';
    const normalised = normalise(linked);
    const context = findContextFlags(normalised, brands);
    expect(findSenderFlag(normalised, brands, context, mobile, true).map((f) => f.id)).toEqual(['sender-mismatch']);
    // A "courier" who collects cards is the bank fraud of that name.
    expect(
      flags(
        "Hi, it's Anthony from HSBC's security team. The courier will come by at 4pm to collect your cards.",
        mobile,
      ),
    ).toContain('sender-mismatch');
    // A bank's "investigator" is no driver, however they introduce themselves.
    expect(
      flags('Hi, this is Daniel from the HSBC fraud team, I left it with our investigations desk', mobile),
    ).toContain('sender-mismatch');
  });
  it('reads a report of a call or a text from a company, or its name in quotes, as no claim to be it', () => {
    const mobile = '+1 330 718 4402';
    for (const text of [
      "Did you get a call from 'PayPal' today? Some woman asked for my password. I hung up on her. Be careful!!",
      'Mary did you get a text from Royal Mail about your parcel? Mine was real, I paid it at the post office',
      'Mum the "HSBC" man who rang you is a scammer. Do not give him any codes',
    ])
      expect(flags(text, mobile), text).not.toContain('sender-mismatch');
    // The company speaking for itself, from a mobile, is the scam.
    for (const text of [
      "This is PayPal calling about today's payment, ring us back on this number",
      'PayPal: a text from us with a code is on its way, read it to our agent',
    ])
      expect(flags(text, mobile), text).toContain('sender-mismatch');
  });
  it('reads an e-mail’s claim from its opening lines or its display name, not a brand named in passing', () => {
    const invitation =
      'Interview confirmation - 2026 Graduate Programme\nDear Chloe,\nThank you for your interest in our 2026 Graduate Programme (Audit & Assurance, Manchester). We are pleased to confirm your virtual interview on Wednesday at 10:00. A Microsoft Teams link will be sent separately by your interviewer.';
    expect(flags(invitation, 'Deloitte <deloitte@myworkday.com>')).not.toContain('sender-mismatch');
    const phish = `Action required on your mailbox\n${'Dear user, your storage is almost full and new mail is held. '.repeat(2)}Sign in to Microsoft to release it.`;
    expect(flags(phish, 'Microsoft Outlook <it-desk@mailbox-storage.example>')).toContain('sender-mismatch');
  });
  it('reads a person writing from their own address at work as themselves, whatever the e-mail opens with', () => {
    const meeting = 'Invitation: Q2 pricing review. Microsoft Teams meeting, Thursday 14:00. Agenda: supplier prices.';
    for (const sender of ['Helen Marsh <helen.marsh@harrowgroup.example>', 'Suresh K. Nair <snair@srisai.example>'])
      expect(flags(meeting, sender), sender).not.toContain('sender-mismatch');
    // Not a team's or a company's name, and not a person's name on someone else's address.
    for (const sender of ['IT Service Desk <it-desk@harrowgroup.example>', 'Helen Marsh <it-desk@harrowgroup.example>'])
      expect(flags(meeting, sender), sender).toContain('sender-mismatch');
    expect(flags(meeting, 'Helen Marsh <helen.marsh@gmail.com>')).toContain('sender-mismatch');
  });
  it('stays quiet when a known company’s own address names another company (a payee, a carrier)', () => {
    const receipt = 'Your bill payment of $212.40 to PayPal has been processed.';
    expect(flags(receipt, 'alerts@hsbc.co.uk')).not.toContain('sender-mismatch');
    expect(flags(receipt, 'alerts@bill-payments.example')).toContain('sender-mismatch');
  });
  it('stays quiet when a company that names itself writes about another, and not when the name is another’s', () => {
    const expense = 'Sam added "Amazon order" in "Flat 4". You owe £12.30. View it at splitwise.example';
    expect(flags(expense, 'Splitwise <hello@splitwise.example>')).not.toContain('sender-mismatch');
    expect(flags(expense, 'Amazon <hello@splitwise.example>')).toContain('sender-mismatch');
    expect(flags(expense, 'hello@splitwise.example')).toContain('sender-mismatch');
    // A name that is a brand's is dressed up, not its own.
    expect(flags(expense, 'Amazon Support <help@amazon-support.example>')).toContain('sender-lookalike');
  });
});

describe('a sender address dressed up as the company’s', () => {
  it('fires when the sender’s address has a company’s name in it but is not the company’s', () => {
    for (const sender of [
      'service@paypal-help.example',
      'PayPal Resolution <notice@paypal-resolution-centre.com>',
      'Royal Mail <fees@royalmail-parcelfees.co>',
      'HSBC <alerts@secure.hsbc-online.example>',
    ]) {
      const found = flags('Your PayPal account is limited. Royal Mail and HSBC will contact you.', sender);
      expect(found, sender).toContain('sender-lookalike');
      expect(found, sender).not.toContain('sender-mismatch');
    }
  });
  it('fires when a word of the address is the claimed company’s domain name, though that word alone is no keyword', () => {
    // Nationwide's keyword is "nationwide building society"; its domain's name, nationwide, is a word of the address.
    const text = 'Nationwide Building Society: your account is locked.';
    const found = flags(text, 'Nationwide <alerts@nationwide-secure-mail.example>');
    expect(found).toContain('sender-lookalike');
    expect(found).not.toContain('sender-mismatch');
    // Glued into a longer word it is someone else's name; and the company's own address is its own.
    expect(flags(text, 'Nationwide <info@nationwidecleaning.example>')).not.toContain('sender-lookalike');
    expect(flags(text, 'Nationwide <alerts@nationwide.co.uk>')).not.toContain('sender-lookalike');
    expect(flags(text, 'Nationwide <alerts@nationwide.co.uk>')).not.toContain('sender-mismatch');
  });
  it('stays quiet for the company’s own address, its name on another ordinary ending, and other senders', () => {
    expect(flags('Your PayPal receipt', 'PayPal <service@paypal.com>')).toEqual(['impersonation']);
    // The same name on another ending may well be the company's too: a plain mismatch, no more.
    expect(flags('HSBC: your statement is ready', 'HSBC <alerts@hsbc.ie>')).not.toContain('sender-lookalike');
    expect(flags('Your PayPal account is limited', 'paypal.help@gmail.com')).not.toContain('sender-lookalike');
    expect(flags('Your PayPal account is limited', 'notice@pay-pal-partners.com')).not.toContain('sender-lookalike');
  });
  it('fires on an address made up to sound like a company’s service, whatever the message claims', () => {
    for (const [text, sender] of [
      ['You have 4 unread messages from Joanna (HR) in Slack', 'Slack <notification@slack-workspace-login.com>'],
      ['Your 2024 W-2 is ready. Download W-2', 'Payroll Services <payroll@w2-employee-portal.com>'],
      ['You received a new voice message (0:42). Play voicemail', 'Voice Message <voicemail@vm-notify-center.com>'],
      ['Your PayPal account is limited', 'notice@pay-pal-resolution.com'],
      // A government department, a refund or a toll, on a made-up name.
      [
        'Request for quotation: a registration fee applies to first-time suppliers',
        'Procurement <rfq@dpw-gov-za.example>',
      ],
      ['Your tax refund of $412.80 is ready', 'Refunds <noreply@tax-refund-centre.example>'],
      ['You have an unpaid toll of $6.85', 'Tolls <notice@state-toll-services.example>'],
      // Whatever display name it comes with.
      [
        'Your payout is on hold: re-verify your banking details',
        'Shop Seller Portal <sellers@shop-sellerportal.example>',
      ],
    ]) {
      const found = flags(text!, sender);
      expect(found, sender).toContain('sender-lookalike');
      expect(found, sender).not.toContain('sender-mismatch');
    }
  });
  it('stays quiet for a business’s own hyphenated name, a company’s subdomain and free mail', () => {
    for (const sender of [
      'Harbour Cleaning <info@harbour-cleaning-services.co.uk>',
      'Acme Energy <billing@alerts.acme-energy.example>',
      'Marriott Bonvoy <email@email-marriott.com>',
      'secure-login-team@gmail.com',
    ])
      expect(flags('Your invoice for March is attached. Thanks for your business.', sender), sender).not.toContain(
        'sender-lookalike',
      );
  });
});

describe('a link that is not the company’s own', () => {
  const shorteners = new Set(testShorteners);
  /** The off-brand link findings of a message, as the marked text and the reason. */
  function offBrand(text: string) {
    const normalised = normalise(text);
    const { links } = analyseLinks(normalised, brands, shorteners);
    return findOffBrandLinks(normalised, brands, links).map((finding) => ({
      marked: text.slice(finding.start, finding.end),
      reason: explain(finding, ''),
    }));
  }

  it('leaves a link to a name made up of service words to its own red flag', () => {
    expect(offBrand('Royal Mail: a redelivery fee of £1.45 is required. Book at rm-secure-portal.info today')).toEqual(
      [],
    );
  });

  it('leaves the links of a sender that names itself to its own domain', () => {
    const normalised = normalise('Amazon order added to "Flat 4": you owe £12.30. View it at splitwise.example/e/8821');
    const { links } = analyseLinks(normalised, brands, shorteners);
    expect(findOffBrandLinks(normalised, brands, links).map((finding) => finding.id)).toEqual(['link-off-brand']);
    expect(findOffBrandLinks(normalised, brands, links, 'splitwise.example')).toEqual([]);
  });

  it('fires when a message opens with a company’s name and links to a site that is not the company’s', () => {
    expect(offBrand('Royal Mail: a redelivery fee of £1.45 is required. Book at rm-redelivery-uk.info today')).toEqual([
      {
        marked: 'rm-redelivery-uk.info',
        reason: 'It says it is from Royal Mail, but this link goes to rm-redelivery-uk.info, not to royalmail.com.',
      },
    ]);
    expect(
      offBrand('Your Microsoft 365 mailbox is full. Upgrade storage free of charge here: ms365-mailbox.site/upgrade'),
    ).toEqual([expect.objectContaining({ marked: 'ms365-mailbox.site/upgrade' })]);
  });

  it('stays quiet for the company’s own site, another company’s official site, or its name on another ending', () => {
    expect(offBrand('Amazon: your parcel was delivered. Track it at https://amazon.com/progress-tracker')).toEqual([]);
    expect(offBrand('Your Amazon order ships with Royal Mail: royalmail.com/track/AB123')).toEqual([]);
    expect(offBrand('Halifax: your new card is on its way. Read more at halifax.ie/cards')).toEqual([]);
    // A company's own short-link domain, which the brands data may not list.
    expect(offBrand('PayPal: You sent $25.00 USD to Jane Doe. Details: py.pl/2aBcD')).toEqual([]);
  });

  it('leaves links already flagged, short links and bare addresses to their own flags', () => {
    expect(offBrand('PayPal: confirm your account at paypal-secure.example/login')).toEqual([]);
    expect(offBrand('USPS: your parcel is on hold, see bit.ly/3xYz')).toEqual([]);
    expect(offBrand('USPS: your parcel is on hold, see http://203.0.113.7/track')).toEqual([]);
  });

  it('stays quiet when no company is named near the start, or in a long e-mail or newsletter', () => {
    expect(offBrand('Lunch at noon? The menu is at thecornercafe.example')).toEqual([]);
    expect(
      offBrand(`${'Lots of news this week from the team. '.repeat(3)}Microsoft is in it: newsdesk.example`),
    ).toEqual([]);
    expect(
      offBrand(
        `Microsoft news: ${'a long newsletter paragraph about software releases and updates. '.repeat(5)} newsdesk.example`,
      ),
    ).toEqual([]);
  });
});
