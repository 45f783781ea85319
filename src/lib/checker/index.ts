/**
 * The scam checker: pure TypeScript, no DOM, the same code for the /check page and for the scripts in
 * scripts/checker. Text flows one way: normalise (offsets kept) → findings (text rules, links, model) → verdict.
 *
 *   const checker = createChecker({ brands, shorteners, model });
 *   checker.check('Your parcel is held: pay £1.99 at royalmail-fees.top', '+447700900123');
 */
import type { Brand } from '../../schemas/checker';
import { indexBrands } from './brands.ts';
import { analyseLinks, type LinkReport } from './links.ts';
import { type ModelFile, loadModel, modelLogit, sigmoid } from './model.ts';
import { normalise } from './normalise.ts';
import { genuineContext, isOwnLink, leadsOnlyToCompany } from './genuine-signs.ts';
import { findContextFlags, findOffBrandLinks, findTextFlags, SHORT_MESSAGE } from './rules.ts';
import { findSenderFlag, fromOfficialAddress, selfNamedDomain } from './sender-rules.ts';
import type { Finding } from './types.ts';
import { combinedScore, type Evidence, type Verdict, verdictFor } from './verdict.ts';

export type { Finding } from './types.ts';
export type { LinkReport } from './links.ts';
export type { ModelFile } from './model.ts';
export type { Evidence, Verdict } from './verdict.ts';
export { combinedScore, FLAG_WEIGHTS, THRESHOLDS, verdictFor } from './verdict.ts';
export { normalise } from './normalise.ts';

/** What the checker needs: the brands and shortener data, and the trained model. */
export interface CheckerData {
  brands: readonly Brand[];
  /** Link-shortener domains, lower case. */
  shorteners: Iterable<string>;
  model: ModelFile;
}

/** The answer for one message. */
export interface CheckResult {
  verdict: Verdict;
  /** Combined score in [0, 1]: higher is more likely a scam. */
  score: number;
  /** The model's own probability, before the red flags count. */
  modelScore: number;
  /** Red flags, in the order they appear in the pasted text; offsets are into the pasted text. */
  flags: Finding[];
  /** Every link found, with its real destination. */
  links: LinkReport[];
  /** What the score was computed from (training uses it to choose the thresholds). */
  evidence: Evidence;
}

/** Longest text read: enough for any message or email body, and a check stays fast. */
const MAX_LENGTH = 20_000;

/** Prepares the data once and returns a `check` function for any number of messages. */
export function createChecker(data: CheckerData) {
  const brands = indexBrands(data.brands);
  const shorteners = new Set(data.shorteners);
  const model = loadModel(data.model);

  function check(text: string, sender?: string): CheckResult {
    const normalised = normalise(text.slice(0, MAX_LENGTH));
    const { links, findings: linkFlags } = analyseLinks(normalised, brands, shorteners);
    const context = findContextFlags(normalised, brands);
    // An e-mail from a company that names itself ("Hydro One <noreply@hydroone.com>"): its links to that domain are its own.
    const senderDomain = selfNamedDomain(brands, sender);
    const { findings, genuineSign, warnsAboutScams } = genuineContext(
      normalised,
      [
        ...findTextFlags(normalised),
        ...context,
        ...findSenderFlag(normalised, brands, context, sender, links.length > 0),
        ...linkFlags,
        ...findOffBrandLinks(normalised, brands, links, senderDomain),
      ],
      links,
    );
    const logit = modelLogit(model, normalised.text, normalised.original);
    const officialSender = fromOfficialAddress(normalised, brands, sender);
    const short = text.length <= SHORT_MESSAGE;
    const evidence: Evidence = {
      modelLogit: logit,
      findings,
      genuineSign,
      warnsAboutScams,
      // Not from a sender that does not fit: a bank's "fraud alert" from a mobile number can quote APPLE.COM/BILL.
      officialLinksOnly:
        links.length > 0 &&
        links.every((link) => isOwnLink(link, senderDomain)) &&
        !findings.some((finding) => finding.id === 'sender-mismatch' || finding.id === 'sender-lookalike'),
      officialSender,
      leadsOnlyToCompany: leadsOnlyToCompany(normalised, findings, links, { officialSender, senderDomain, short }),
      short,
    };
    const score = combinedScore(evidence);
    return { verdict: verdictFor(score), score, modelScore: sigmoid(logit), flags: ordered(findings), links, evidence };
  }
  // The first checks compile the patterns (tens of milliseconds): the page pays that before a visitor's check by checking
  // its examples first (lib/check-page/warm-up.ts).
  return check;
}

/** Findings by position; overlapping findings of the same flag become one mark over both. */
function ordered(findings: Finding[]): Finding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Finding[] = [];
  for (const finding of sorted) {
    const same = merged.findLast((kept) => kept.id === finding.id);
    if (same && finding.start < same.end) same.end = Math.max(same.end, finding.end);
    else merged.push({ ...finding });
  }
  return merged;
}
