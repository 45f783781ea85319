import { describe, expect, it, vi } from 'vitest';
import {
  HELPFUL_KEY,
  SAVED_KEY,
  hasVotedHelpful,
  isSaved,
  sharePost,
  toggleSaved,
  voteHelpful,
} from '../../src/lib/post-actions';
import { fullStore, memoryStore } from './memory-store';

describe('saved posts', () => {
  it('toggles a post in and out of the saved list', () => {
    const store = memoryStore();
    expect(isSaved(store, 'a')).toBe(false);
    expect(toggleSaved(store, 'a')).toBe(true);
    expect(toggleSaved(store, 'b')).toBe(true);
    expect(isSaved(store, 'a')).toBe(true);
    expect(JSON.parse(store.data[SAVED_KEY])).toEqual(['a', 'b']);
    expect(toggleSaved(store, 'a')).toBe(false);
    expect(JSON.parse(store.data[SAVED_KEY])).toEqual(['b']);
  });
  it('treats damaged or missing storage as an empty list', () => {
    expect(isSaved(memoryStore({ [SAVED_KEY]: '{oops' }), 'a')).toBe(false);
    expect(isSaved(memoryStore({ [SAVED_KEY]: '{"a":1}' }), 'a')).toBe(false);
    expect(isSaved(memoryStore({ [SAVED_KEY]: '["a", 3]' }), 'a')).toBe(true);
    expect(isSaved(null, 'a')).toBe(false);
    expect(toggleSaved(null, 'a')).toBe(true);
  });
  it('survives a store that refuses to write', () => {
    expect(toggleSaved(fullStore, 'a')).toBe(true);
  });
});

describe('helpful votes', () => {
  it('counts one vote per post', () => {
    const store = memoryStore();
    expect(hasVotedHelpful(store, 'a')).toBe(false);
    expect(voteHelpful(store, 'a')).toBe('recorded');
    expect(voteHelpful(store, 'a')).toBe('already');
    expect(voteHelpful(store, 'b')).toBe('recorded');
    expect(JSON.parse(store.data[HELPFUL_KEY])).toEqual(['a', 'b']);
    expect(hasVotedHelpful(store, 'a')).toBe(true);
  });
});

describe('sharePost', () => {
  const data = { title: 'A post', url: 'https://www.kinward.example/blog/a' };

  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    await expect(sharePost(data, { share, clipboard: { writeText } })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'A post', url: data.url });
    expect(writeText).not.toHaveBeenCalled();
  });
  it('does nothing more when the reader closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    await expect(sharePost(data, { share, clipboard: { writeText } })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });
  it('copies the link when there is no share sheet, or sharing fails', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(sharePost(data, { clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
    const share = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(sharePost(data, { share, clipboard: { writeText } })).resolves.toBe('copied');
  });
  it('reports failure when the clipboard is missing or refuses', async () => {
    await expect(sharePost(data, {})).resolves.toBe('failed');
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    await expect(sharePost(data, { clipboard: { writeText } })).resolves.toBe('failed');
  });
});
