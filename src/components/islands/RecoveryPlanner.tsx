import { Link2, Printer } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { planSteps, readChoices, writeChoices, type Choices } from '../../lib/recovery';
import { cx } from '../../lib/utils';
import type { Country, CountryId, Situation, Step } from '../../schemas/recovery';
import { buttonVariants } from '../ui/button-variants';
import { withErrorBoundary } from './IslandErrorBoundary';
import { RecoveryChoiceLinks, RecoveryChoiceForm } from './RecoveryChoices';
import { RecoverySteps, type ContactView } from './RecoverySteps';

export interface RecoveryPlannerProps {
  situations: Situation[];
  countries: Country[];
  steps: Step[];
  contacts: ContactView[];
}

const actionClass = cx(buttonVariants({ variant: 'secondary', size: 'md' }));

/**
 * "What happened?" and "Where do you live?", and the reader's own steps, merged and in
 * order of urgency. On the server (and without JavaScript) the choices are plain links to
 * each situation's section below; once live they are checkboxes and radio buttons, kept in
 * the address so a reload or a shared link shows the same steps. The page's full list of
 * steps is hidden by CSS while a plan is shown (see scammed.astro).
 */
function RecoveryPlanner({ situations, countries, steps, contacts }: RecoveryPlannerProps) {
  const [live, setLive] = useState(false);
  const [choices, setChoices] = useState<Choices>({ situations: [] });
  const situationIds = situations.map((situation) => situation.id);
  const countryIds = countries.map((country) => country.id);

  // The choice the reader was on when the island woke up: focus stays on it once it is a checkbox.
  const focusedChoice = useRef<string | null>(null);

  // A choice link tapped while the island was waking has already jumped to its section.
  const jumped = useRef(false);

  /** Shows the steps for `next` and writes the choices into the address (a reload or a shared link shows the same). */
  const update = (next: Choices, hash = window.location.hash) => {
    setChoices(next);
    const url = window.location.pathname + writeChoices(window.location.search, next) + hash;
    window.history.replaceState(window.history.state, '', url);
  };

  useEffect(() => {
    focusedChoice.current = document.activeElement?.getAttribute('data-choice') ?? null;
    const initial = readChoices(window.location.search, situationIds, countryIds);
    const hash = window.location.hash.slice(1);
    if (initial.situations.length === 0 && situationIds.includes(hash)) {
      // That tap meant "this happened": choose it, as the live checkbox would have.
      jumped.current = true;
      update({ ...initial, situations: [hash] }, '');
    } else {
      setChoices(initial);
    }
    setLive(true);
    // Runs once, when the island hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A layout effect, in the same task as the commit that swaps the links for inputs: with a plain effect, focus sat on
  // <body> for a few milliseconds between the two, and a Tab pressed then went back to the top of the page.
  useLayoutEffect(() => {
    if (!live) return;
    if (jumped.current) document.getElementById('recovery-plan')?.scrollIntoView();
    if (focusedChoice.current)
      document.querySelector<HTMLElement>(`input[data-choice="${focusedChoice.current}"]`)?.focus();
    jumped.current = false;
    focusedChoice.current = null;
  }, [live]);

  const toggleSituation = (id: string, on: boolean) =>
    update({
      ...choices,
      situations: situationIds.filter((known) => (known === id ? on : choices.situations.includes(known))),
    });
  const chooseCountry = (id: CountryId) => update({ ...choices, country: id });

  const copyLink = async () => {
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'Whoever opens it sees these same steps.' });
    } catch {
      toast.error('We couldn\u2019t copy the link', { description: `You can copy it from here: ${url}` });
    }
  };

  if (!live) return <RecoveryChoiceLinks situations={situations} countries={countries} />;

  const groups = planSteps(steps, choices);
  const stepCount = groups.reduce((total, group) => total + group.steps.length, 0);
  const country = countries.find((entry) => entry.id === choices.country);
  return (
    <div>
      <RecoveryChoiceForm
        situations={situations}
        countries={countries}
        choices={choices}
        onSituation={toggleSituation}
        onCountry={chooseCountry}
      />
      <p role="status" className="mt-6 text-lg font-semibold print:hidden">
        {groups.length > 0 && (
          <>
            {stepCount} steps for what you chose.{' '}
            <a href="#recovery-plan" className="text-primary underline underline-offset-4">
              Go to your steps
            </a>
          </>
        )}
      </p>
      {groups.length === 0 ? (
        <p className="mt-2 rounded-2xl border border-border bg-surface-raised p-5 print:hidden">
          Choose what happened to see your own steps here, in order. Every step for every situation is listed below.
        </p>
      ) : (
        <section
          id="recovery-plan"
          aria-labelledby="recovery-plan-title"
          className="mt-10 scroll-mt-24"
          data-recovery-plan
        >
          <h2 id="recovery-plan-title" className="text-3xl font-bold">
            Your steps
          </h2>
          <p className="mt-2 text-text-muted">
            Start at the top. Do what you can; each step helps on its own.
            {country && country.id !== 'other' && ` Official contacts shown: ${country.name}.`}
          </p>
          <div role="group" aria-label="Share or print these steps" className="mt-4 flex flex-wrap gap-3 print:hidden">
            <button type="button" className={actionClass} onClick={copyLink}>
              <Link2 aria-hidden="true" />
              Copy link
            </button>
            <button type="button" className={actionClass} onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </button>
          </div>
          {country?.note && (
            <p className="mt-6 rounded-2xl border-2 border-primary bg-primary-soft p-5">{country.note}</p>
          )}
          <RecoverySteps
            groups={groups}
            contacts={contacts}
            countries={countries}
            country={choices.country}
            idPrefix="plan"
          />
        </section>
      )}
    </div>
  );
}

export default withErrorBoundary(RecoveryPlanner);
