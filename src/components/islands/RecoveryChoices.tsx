import type { Choices } from '../../lib/recovery';
import type { Country, CountryId, Situation } from '../../schemas/recovery';

const chipClass =
  'flex min-h-11 items-center gap-3 rounded-xl border-2 border-border bg-surface px-4 py-2 font-semibold text-text no-underline hover:border-primary';
const headingClass = 'text-2xl font-bold';

/**
 * The choices without JavaScript (and before the island wakes): plain links to each
 * situation's steps and each country's contacts further down the page.
 */
export function RecoveryChoiceLinks({ situations, countries }: { situations: Situation[]; countries: Country[] }) {
  return (
    <nav aria-labelledby="choices-what" className="print:hidden">
      <h2 id="choices-what" className={headingClass}>
        What happened?
      </h2>
      <p className="mt-2 text-text-muted">Choose what fits to go straight to its steps.</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {situations.map((situation) => (
          <li key={situation.id}>
            <a href={`#${situation.id}`} className={chipClass} data-choice={`what-${situation.id}`}>
              {situation.label}
            </a>
          </li>
        ))}
      </ul>
      <h2 id="choices-where" className={`${headingClass} mt-8`}>
        Where do you live?
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2" aria-labelledby="choices-where">
        {countries.map((country) => (
          <li key={country.id}>
            <a href={`#contacts-${country.id}`} className={chipClass} data-choice={`where-${country.id}`}>
              {country.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface RecoveryChoiceFormProps {
  situations: Situation[];
  countries: Country[];
  choices: Choices;
  onSituation: (id: string, on: boolean) => void;
  onCountry: (id: CountryId) => void;
}

const fieldClass = `${chipClass} cursor-pointer has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus`;
const inputClass = 'size-5 shrink-0 accent-primary focus-visible:outline-none';

/** The live choices: checkboxes for what happened (one or more), radio buttons for the country. */
export function RecoveryChoiceForm({
  situations,
  countries,
  choices,
  onSituation,
  onCountry,
}: RecoveryChoiceFormProps) {
  return (
    <div className="print:hidden">
      <fieldset>
        <legend className={headingClass}>What happened?</legend>
        <p className="mt-2 text-text-muted">Choose everything that fits. Your steps appear below.</p>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          {situations.map((situation) => (
            <label key={situation.id} className={fieldClass}>
              <input
                type="checkbox"
                className={inputClass}
                checked={choices.situations.includes(situation.id)}
                onChange={(event) => onSituation(situation.id, event.target.checked)}
                data-choice={`what-${situation.id}`}
              />
              {situation.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-8">
        <legend className={headingClass}>Where do you live?</legend>
        <div className="mt-4 flex flex-wrap gap-2">
          {countries.map((country) => (
            <label key={country.id} className={fieldClass}>
              <input
                type="radio"
                name="recovery-country"
                className={inputClass}
                checked={choices.country === country.id}
                onChange={() => onCountry(country.id)}
                data-choice={`where-${country.id}`}
              />
              {country.name}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
