import type { RedFlagId } from '../../schemas/checker';

/**
 * One red flag found in a message: which one, where in the pasted text, and what about this message explain.ts can word
 * it with (the page words red flags from red-flags.yaml, and links from their reports).
 */
export interface Finding {
  id: RedFlagId;
  /** [start, end) in the original, pasted text (UTF-16 offsets). */
  start: number;
  end: number;
  /** The organisation claimed, imitated or named ("PayPal"). */
  brand?: string;
  /** That organisation's own domain ("paypal.com"). */
  official?: string;
  /** Where a link or a sender really is: a domain, a host, an address. */
  domain?: string;
  /** One more fact: a link's port, the name before its "@", the name a sender's address is dressed in. */
  detail?: string;
}

/** One red flag in the text and the patterns that find it (its weight is in verdict.ts, with the others). */
export interface TextRule {
  id: RedFlagId;
  patterns: RegExp[];
  /** A match preceded (within a few words) by this is not a red flag: "never share this code". */
  unlessBefore?: RegExp;
  /** The rule fires only on a message that also has this somewhere (not global: it is only tested). */
  onlyWith?: RegExp;
  /** The rule does not fire on a message that has this somewhere (not global: it is only tested). */
  unlessWith?: RegExp;
}
