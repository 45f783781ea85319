import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { afterPress, readDisclosureState, type DisclosureState } from '../../lib/disclosure-handover';
import { cx } from '../../lib/utils';
import { withErrorBoundary } from './IslandErrorBoundary';

/** One question and its answer; blank lines in the answer separate paragraphs. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Used to build unique ids when a page has more than one FAQ. */
  id: string;
}

const itemClass = 'rounded-2xl border border-border bg-surface shadow-card';
const triggerClass =
  'flex w-full min-h-14 cursor-pointer items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-lg font-semibold text-text hover:bg-surface-raised';
const answerClass = 'grid gap-3 px-5 pb-5 text-text-muted';

/** The accordion's value for an item: unique on a page with more than one FAQ. */
const itemValue = (id: string, index: number) => `${id}-${index}`;

const paragraphs = (answer: string) =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function Answer({ text }: { text: string }) {
  return (
    <div className={answerClass}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

/**
 * An FAQ: one item open at a time, the open one can be closed, and Home, End and the
 * arrow keys move between questions (Radix Accordion, type="single" collapsible).
 * Before hydration, or without JavaScript, every question is a native <details> with
 * its answer in the HTML; they share a `name`, so the browser too keeps one open at a time.
 * The island hydrates at the visitor's first touch, focus or key press (client:interaction);
 * the item they opened and the question they focused carry over to the accordion.
 */
function FaqAccordion({ items, id }: FaqAccordionProps) {
  const root = useRef<HTMLDivElement>(null);
  const [handedOver, setHandedOver] = useState<DisclosureState | null>(null);
  // The open item ('' for none). An item the visitor opens or closes after the state is read, while the accordion is
  // still taking over (an Enter pressed in between, likelier on a slow phone), is followed through its toggle event.
  const [open, setOpen] = useState('');

  useEffect(() => {
    const container = root.current;
    if (!container) return;
    return afterPress(container, () => {
      const details = Array.from(container.querySelectorAll('details'));
      details.forEach((item, index) =>
        item.addEventListener('toggle', () =>
          setOpen((current) => (item.open ? itemValue(id, index) : current === itemValue(id, index) ? '' : current)),
        ),
      );
      const state = readDisclosureState(container);
      setOpen(state.open >= 0 ? itemValue(id, state.open) : '');
      setHandedOver(state);
    });
  }, [id]);

  // The question that had focus before the swap has it again on the accordion.
  useEffect(() => {
    if (!handedOver || handedOver.focused < 0) return;
    root.current?.querySelectorAll<HTMLElement>('[data-faq-trigger]')[handedOver.focused]?.focus();
  }, [handedOver]);

  if (!handedOver) {
    return (
      <div ref={root} className="grid gap-3" data-faq={id}>
        {items.map((item) => (
          <details key={item.question} name={`${id}-items`} className={cx(itemClass, 'group')}>
            <summary className={cx(triggerClass, 'list-none [&::-webkit-details-marker]:hidden')}>
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </summary>
            <Answer text={item.answer} />
          </details>
        ))}
      </div>
    );
  }

  return (
    <Accordion.Root
      ref={root}
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="grid gap-3"
      data-faq={id}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={itemValue(id, index)} className={itemClass}>
          <Accordion.Header className="text-lg font-semibold">
            <Accordion.Trigger className={cx(triggerClass, 'group')} data-faq-trigger>
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content>
            <Answer text={item.answer} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

export default withErrorBoundary(FaqAccordion);
