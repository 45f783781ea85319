import { MessageSquareQuote } from 'lucide-react';
import { toast } from 'sonner';
import { STORY_TOAST_MS, storyToast } from '../../lib/marketing';
import { cx } from '../../lib/utils';
import { buttonVariants } from '../ui/button-variants';
import { withErrorBoundary } from './IslandErrorBoundary';

/** A family story as the island needs it: the entry's data with its portrait resolved to a URL. */
export interface StoryCard {
  id: string;
  name: string;
  age: number;
  role: string;
  threat: string;
  quote: string;
  /** The generic label of the provider they left, e.g. "Competitor A". */
  previousProvider: string;
  image: { src: string; width: number; height: number };
}

export interface FamilyStoriesProps {
  stories: StoryCard[];
}

/**
 * The three family stories. Each button shows the story and the provider it replaced in
 * a toast for five seconds (spec §9). Without JavaScript the buttons are hidden and each
 * story is printed under its card instead, so nothing is lost.
 */
function FamilyStories({ stories }: FamilyStoriesProps) {
  return (
    <ul role="list" className="grid gap-6 md:grid-cols-3">
      {stories.map((story) => {
        const { title, description } = storyToast(story, story.previousProvider);
        return (
          <li key={story.id} className="flex">
            <article
              aria-labelledby={`story-${story.id}`}
              className="flex w-full flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6 shadow-card"
            >
              <img
                src={story.image.src}
                width={story.image.width}
                height={story.image.height}
                alt=""
                loading="lazy"
                decoding="async"
                className="size-24 rounded-full"
              />
              <h3 id={`story-${story.id}`} className="text-xl font-bold">
                {story.name}, {story.age}
              </h3>
              <p className="font-semibold text-text-muted">{story.role}</p>
              <p>{story.threat}</p>
              <blockquote className="border-l-4 border-primary pl-4 text-text-muted [html[data-js]_&]:hidden">
                <p>“{story.quote}”</p>
                <footer className="mt-2 text-base">Previously with {story.previousProvider}</footer>
              </blockquote>
              <button
                type="button"
                className={cx(buttonVariants({ variant: 'secondary' }), 'js-only mt-auto')}
                onClick={() => toast(title, { description, duration: STORY_TOAST_MS })}
              >
                <MessageSquareQuote aria-hidden="true" />
                Read {story.name}’s story
              </button>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

export default withErrorBoundary(FamilyStories);
