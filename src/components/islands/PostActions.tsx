import { Bookmark, BookmarkCheck, Share2, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { buttonVariants } from '../ui/button-variants';
import { hasVotedHelpful, isSaved, sharePost, toggleSaved, voteHelpful } from '../../lib/post-actions';
import { browserStorage } from '../../lib/storage';
import { cx } from '../../lib/utils';
import { withErrorBoundary } from './IslandErrorBoundary';

export interface PostActionsProps {
  /** The post's id (its saved/helpful state is kept under it). */
  id: string;
  title: string;
  /** The post's path, e.g. "/blog/family-safe-word"; shared as a full URL. */
  path: string;
}

const buttonClass = cx(buttonVariants({ variant: 'secondary', size: 'md' }), 'aria-pressed:bg-primary-soft');

/**
 * Share, Save and Helpful under a post. Buttons stay disabled until the island has read
 * this browser's saved state, so a click is never lost; without JavaScript the group is
 * hidden (js-only), since none of it can work.
 */
function PostActions({ id, title, path }: PostActionsProps) {
  const [ready, setReady] = useState(false);
  const [saved, setSaved] = useState(false);
  const [voted, setVoted] = useState(false);

  useEffect(() => {
    const store = browserStorage();
    setSaved(isSaved(store, id));
    setVoted(hasVotedHelpful(store, id));
    setReady(true);
  }, [id]);

  const onShare = async () => {
    const url = new URL(path, window.location.origin).href;
    const outcome = await sharePost({ title, url }, navigator);
    if (outcome === 'copied')
      toast.success('Link copied', { description: 'Paste it into a message or email to share this article.' });
    if (outcome === 'failed')
      toast.error('We couldn\u2019t copy the link', { description: `You can copy it from here: ${url}` });
  };

  const onSave = () => {
    const now = toggleSaved(browserStorage(), id);
    setSaved(now);
    toast.success(now ? 'Saved for later' : 'Removed from your saved articles', {
      description: now ? 'It stays saved in this browser.' : undefined,
    });
  };

  const onHelpful = () => {
    const result = voteHelpful(browserStorage(), id);
    setVoted(true);
    if (result === 'recorded')
      toast.success('Thank you for your feedback', { description: 'We\u2019re glad this article helped.' });
    else toast.info('You already marked this article helpful. Thank you!');
  };

  return (
    <div role="group" aria-label="Article actions" className="js-only flex flex-wrap gap-3">
      <button type="button" className={buttonClass} onClick={onShare} disabled={!ready}>
        <Share2 aria-hidden="true" />
        Share
      </button>
      <button type="button" className={buttonClass} onClick={onSave} disabled={!ready} aria-pressed={saved}>
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? 'Saved' : 'Save'}
      </button>
      <button type="button" className={buttonClass} onClick={onHelpful} disabled={!ready} aria-pressed={voted}>
        <ThumbsUp aria-hidden="true" />
        {voted ? 'Marked helpful' : 'Helpful'}
      </button>
    </div>
  );
}

export default withErrorBoundary(PostActions);
