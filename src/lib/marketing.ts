/** Small pure helpers shared by the home, pricing and comparison pages. */

/** "Ages 5–12"; null without a band. */
export function formatAgeRange(ages: { min: number; max: number } | undefined): string | null {
  return ages ? `Ages ${ages.min}–${ages.max}` : null;
}

/** How long a family story's toast stays on screen (spec §9). */
export const STORY_TOAST_MS = 5000;

/** The text of a family story's toast: title and description. */
export function storyToast(story: { name: string; age: number; quote: string }, previousProviderLabel: string) {
  return {
    title: `${story.name}, ${story.age}: switched from ${previousProviderLabel}`,
    description: `“${story.quote}”`,
  };
}
