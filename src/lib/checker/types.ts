import type { RedFlagId } from '../../schemas/checker';

/** One red flag found in a message: which one, why (in plain words), and where in the pasted text. */
export interface Finding {
  id: RedFlagId;
  /**
   * A short plain-English reason specific to this message (a link's real destination, the organisation it names), when
   * there is one; otherwise the red flag's title in src/content/checker/red-flags.yaml says what it is.
   */
  reason?: string;
  /** [start, end) in the original, pasted text (UTF-16 offsets). */
  start: number;
  end: number;
}

/** One red flag in the text and the patterns that find it (its weight is in verdict.ts, with the others). */
export interface TextRule {
  id: RedFlagId;
  patterns: RegExp[];
  /** A match preceded (within a few words) by this is not a red flag: "never share this code". */
  unlessBefore?: RegExp;
  /** The rule fires only on a message that also has this somewhere (not global: it is only tested). */
  onlyWith?: RegExp;
}
