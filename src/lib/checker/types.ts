import type { RedFlagId } from '../../schemas/checker';

/** One red flag found in a message: which one, why (in plain words), and where in the pasted text. */
export interface Finding {
  id: RedFlagId;
  /** A short plain-English reason specific to this message, e.g. the link's real destination. */
  reason: string;
  /** [start, end) in the original, pasted text (UTF-16 offsets). */
  start: number;
  end: number;
}
