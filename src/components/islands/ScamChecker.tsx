import { CircleAlert, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '../ui/button-variants';
import { controlClass } from '../ui/field-styles';
import { CheckResult, VerdictHeading } from './check/CheckResult';
import { withErrorBoundary } from './IslandErrorBoundary';
import type { Check } from '../../lib/check-page/engine';
import { warmUp } from '../../lib/check-page/warm-up';
import { type CheckView, checkView } from '../../lib/check-page/view';
import { cx } from '../../lib/utils';
import type { RedFlag } from '../../schemas/checker';
import type { CheckExample, CheckVerdict } from '../../schemas/check-page';

export interface ScamCheckerProps {
  redFlags: RedFlag[];
  verdicts: CheckVerdict[];
  examples: CheckExample[];
  /** The page's full address, for the copied summary. */
  pageUrl: string;
}

/** What was checked, and the answer. */
interface Checked {
  text: string;
  sender: string;
  view: CheckView;
}

// One engine per page: loading starts when the island goes live (on the visitor's first focus or press),
// so by the time they press Check nothing is left to fetch, and the engine has warmed up on the examples.
let engine: Promise<Check> | undefined;
const loadEngine = (examples: readonly CheckExample[]) =>
  (engine ??= import('../../lib/check-page/engine')
    .then((module) => module.loadChecker())
    .then((check) => warmUp(check, examples)));

/** Runs the engine under a User Timing measure, `kinward:check`, which `npm run bench` reads (scripts/bench/check-speed.ts). */
function timed<T>(run: () => T): T {
  const started = performance.now();
  const result = run();
  performance.measure('kinward:check', { start: started });
  return result;
}

/**
 * "Is this a scam?": the message box, the optional sender, Check and Clear, the examples, and the answer.
 * The fields are uncontrolled, so whatever was pasted before the island went live stays and is checked.
 */
function ScamChecker({ redFlags, verdicts, examples, pageUrl }: ScamCheckerProps) {
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const senderRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [ready, setReady] = useState(false);
  const [empty, setEmpty] = useState(false);
  const [checked, setChecked] = useState<Checked>();

  useEffect(() => {
    let live = true;
    void loadEngine(examples).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [examples]);

  useEffect(() => {
    if (checked) headingRef.current?.focus();
  }, [checked]);

  const runCheck = async () => {
    const text = messageRef.current?.value ?? '';
    const sender = senderRef.current?.value ?? '';
    if (!text.trim()) {
      setEmpty(true);
      messageRef.current?.focus();
      return;
    }
    setEmpty(false);
    const check = await loadEngine(examples);
    const result = timed(() => check(text, sender.trim() || undefined));
    setChecked({ text, sender, view: checkView(text, result, redFlags, verdicts) });
  };

  const clear = () => {
    if (messageRef.current) messageRef.current.value = '';
    if (senderRef.current) senderRef.current.value = '';
    setEmpty(false);
    setChecked(undefined);
    messageRef.current?.focus();
  };

  const tryExample = (example: CheckExample) => {
    if (messageRef.current) messageRef.current.value = example.text;
    if (senderRef.current) senderRef.current.value = example.sender ?? '';
    void runCheck();
  };

  return (
    <div className="js-only grid gap-10" data-checker={ready ? 'ready' : 'loading'}>
      <div className="grid gap-6 rounded-3xl border border-border bg-surface p-5 shadow-card sm:p-8">
        <div className="grid gap-2">
          <label htmlFor="check-message" className="text-xl font-bold">
            Paste the text message, email, chat message or link
          </label>
          <textarea
            id="check-message"
            ref={messageRef}
            name="message"
            rows={8}
            spellCheck={false}
            aria-invalid={empty || undefined}
            aria-describedby={empty ? 'check-message-empty' : undefined}
            className={cx(controlClass, 'min-h-48 font-normal')}
          />
          {empty && (
            <p id="check-message-empty" className="flex items-start gap-2 font-semibold text-danger">
              <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>Paste or type the message you want to check first.</span>
            </p>
          )}
        </div>
        <div className="grid max-w-xl gap-2">
          <label htmlFor="check-sender" className="font-semibold">
            Who sent it?{' '}
            <span className="font-normal text-text-muted">(optional: the number, address or name shown)</span>
          </label>
          <input
            id="check-sender"
            ref={senderRef}
            name="sender"
            type="text"
            autoComplete="off"
            onKeyDown={(event) => event.key === 'Enter' && void runCheck()}
            className={controlClass}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonVariants({ size: 'lg' })} onClick={() => void runCheck()}>
            <Search aria-hidden="true" />
            Check
          </button>
          <button type="button" className={buttonVariants({ variant: 'secondary', size: 'lg' })} onClick={clear}>
            <X aria-hidden="true" />
            Clear
          </button>
        </div>
        <div role="group" aria-labelledby="check-examples" className="grid gap-3 border-t border-border pt-5">
          <p id="check-examples" className="font-semibold">
            Try an example
          </p>
          <div className="flex flex-wrap gap-2">
            {examples.map((example) => (
              <button
                key={example.id}
                type="button"
                className={buttonVariants({ variant: 'secondary', size: 'sm', shape: 'pill' })}
                onClick={() => tryExample(example)}
              >
                {example.label}
              </button>
            ))}
          </div>
        </div>
      </div>

      <div className="grid gap-8">
        <div id="check-answer" aria-live="polite">
          {checked && <VerdictHeading headingRef={headingRef} verdict={checked.view.verdict} />}
        </div>
        {checked && (
          <CheckResult
            view={checked.view}
            text={checked.text}
            sender={checked.sender}
            pageUrl={pageUrl}
            onCheckAnother={clear}
          />
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(ScamChecker);
