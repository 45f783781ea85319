import { Copy, LifeBuoy, RotateCcw, ShieldAlert, ShieldQuestion, TriangleAlert } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { toast } from 'sonner';
import { buttonVariants } from '../../ui/button-variants';
import { summaryText } from '../../../lib/check-page/summary';
import { type CheckView, type LinkLine, linkSentenceParts, type Segment } from '../../../lib/check-page/view';
import { cx } from '../../../lib/utils';
import type { CheckVerdict } from '../../../schemas/check-page';

/** Where to go when the harm is already done (issue 13). */
const RECOVERY_PATH = '/help/scammed';

/** Each answer's icon and colours; `badge` colours the numbers beside the marks (blue, not red, when no red flags were found). */
const verdictLook = {
  'red-flags': {
    Icon: ShieldAlert,
    className: 'border-danger bg-danger-soft',
    iconClass: 'text-danger',
    badge: 'bg-danger text-danger-contrast',
  },
  'warning-signs': {
    Icon: TriangleAlert,
    className: 'border-warning bg-warning-soft',
    iconClass: 'text-warning',
    badge: 'bg-danger text-danger-contrast',
  },
  'no-red-flags': {
    Icon: ShieldQuestion,
    className: 'border-primary bg-primary-soft',
    iconClass: 'text-primary',
    badge: 'bg-primary text-primary-contrast',
  },
} as const;

type Verdict = CheckView['verdict'];

/** The number of a sign, the same beside a mark and beside its explanation; read out as e.g. "Red flag 1". */
function FlagNumber({ number, verdict }: { number: number; verdict: Verdict }) {
  return (
    <span
      data-flag-number
      className={cx(
        'mr-1 inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-base leading-6 font-bold',
        verdictLook[verdict.id].badge,
      )}
    >
      <span className="sr-only">{verdict.signs.name} </span>
      {number}
    </span>
  );
}

/** The answer's heading and summary: the part announced and focused. */
export function VerdictHeading({
  verdict,
  headingRef,
}: {
  verdict: CheckVerdict;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { Icon, className, iconClass } = verdictLook[verdict.id];
  return (
    <div className={cx('flex items-start gap-4 rounded-2xl border-l-8 p-5 sm:p-6', className)}>
      <Icon aria-hidden="true" className={cx('mt-1 size-8 shrink-0', iconClass)} />
      <div>
        <h2
          ref={headingRef}
          id="check-verdict"
          tabIndex={-1}
          className="text-3xl focus-visible:outline-3 focus-visible:outline-focus"
        >
          {verdict.heading}
        </h2>
        <p className="mt-2 text-lg">{verdict.summary}</p>
      </div>
    </div>
  );
}

function MarkedText({ segments, verdict }: { segments: Segment[]; verdict: Verdict }) {
  return (
    <p className="rounded-2xl border border-border bg-surface p-5 text-lg [overflow-wrap:anywhere] whitespace-pre-wrap">
      {segments.map((segment, index) =>
        segment.flags.length === 0 ? (
          segment.text
        ) : (
          <mark
            key={index}
            className="rounded-sm bg-accent-soft px-0.5 text-text underline decoration-accent decoration-3 underline-offset-4"
          >
            {segment.starts.map((number) => (
              <FlagNumber key={number} number={number} verdict={verdict} />
            ))}
            {segment.text}
          </mark>
        ),
      )}
    </p>
  );
}

function LinkDestination({ line }: { line: LinkLine }) {
  const [before, domain, after] = linkSentenceParts(line);
  return (
    <li className="[overflow-wrap:anywhere]">
      {before}
      <strong>{domain}</strong>
      {after}
      <span className="block text-base text-text-muted">{line.text}</span>
    </li>
  );
}

/** A part of the answer under its own heading, which names the section for screen readers. */
function ResultSection({
  id,
  title,
  className = 'grid gap-3',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-2xl">
        {title}
      </h3>
      {children}
    </section>
  );
}

interface CheckResultProps {
  view: CheckView;
  text: string;
  sender: string;
  pageUrl: string;
  onCheckAnother: () => void;
}

/** The message with its red flags marked and explained, where its links go, and what to do now. */
export function CheckResult({ view, text, sender, pageUrl, onCheckAnother }: CheckResultProps) {
  const copySummary = async () => {
    try {
      await navigator.clipboard.writeText(summaryText(view, { text, sender, pageUrl }));
      toast.success('Summary copied', { description: 'Paste it into a message or email to someone you trust.' });
    } catch {
      toast.error('We couldn\u2019t copy the summary', {
        description: 'Your browser did not allow it. You can select the text on this page and copy it.',
      });
    }
  };
  const column = 'grid content-start gap-3';

  return (
    <div className="grid gap-10">
      <div className={cx('grid gap-8', view.flags.length > 0 && 'lg:grid-cols-2')}>
        <ResultSection
          id="check-marked"
          title={view.flags.length > 0 ? view.verdict.signs.marked : 'Your message'}
          className={column}
        >
          <MarkedText segments={view.segments} verdict={view.verdict} />
          {view.flags.length === 0 && view.verdict.signs.wordingOnly && (
            <p className="text-lg">{view.verdict.signs.wordingOnly}</p>
          )}
        </ResultSection>
        {view.flags.length > 0 && (
          <ResultSection id="check-flags" title={view.verdict.signs.explained} className={column}>
            {view.verdict.signs.note && <p className="text-lg">{view.verdict.signs.note}</p>}
            <ol className="grid gap-4">
              {view.flags.map((flag) => (
                <li key={flag.id} className="rounded-2xl border border-border bg-surface p-5">
                  <p className="text-lg font-bold">
                    <FlagNumber number={flag.number} verdict={view.verdict} />
                    {flag.title}
                  </p>
                  <p className="mt-1">{flag.why}</p>
                </li>
              ))}
            </ol>
          </ResultSection>
        )}
      </div>

      {view.links.length > 0 && (
        <ResultSection id="check-links" title="Where the links really go">
          <ul className="grid gap-3 text-lg">
            {view.links.map((line, index) => (
              <LinkDestination key={index} line={line} />
            ))}
          </ul>
        </ResultSection>
      )}

      <ResultSection id="check-steps" title="What to do now">
        <ol className="grid list-decimal gap-2 pl-6 text-lg">
          {view.verdict.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <a
          href={RECOVERY_PATH}
          className="inline-flex min-h-11 items-center gap-2 text-lg font-semibold text-primary underline underline-offset-4 hover:no-underline"
        >
          <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
          Already clicked, paid or shared a code?
        </a>
      </ResultSection>

      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonVariants({ variant: 'secondary' })} onClick={() => void copySummary()}>
          <Copy aria-hidden="true" />
          Copy a summary
        </button>
        <button type="button" className={buttonVariants({ variant: 'secondary' })} onClick={onCheckAnother}>
          <RotateCcw aria-hidden="true" />
          Check another
        </button>
      </div>
    </div>
  );
}
