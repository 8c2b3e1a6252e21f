import { describe, expect, it } from 'vitest';
import { makeDraft, makeFacebookPost } from '../../../test/property-draft-fixture';
import { readCopy, writeCopy } from './social-copy';
import { EMPTY_POST, insertAt, sameValues, savedValues, toggleImage } from './social-post';

describe('social post rules', () => {
  it('adds images at the end, removes a chosen one and stops at 20', () => {
    expect(toggleImage(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleImage(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    const full = Array.from({ length: 20 }, (_, i) => `i${i}`);
    expect(toggleImage(full, 'new')).toBe(full);
    expect(toggleImage(full, 'i3')).toHaveLength(19);
  });

  it('inserts in place of the selection, never past 2200', () => {
    expect(insertAt('Casa grande', 4, 4, '🏡')).toEqual({ text: 'Casa🏡 grande', caret: 6 });
    expect(insertAt('Casa grande', 5, 11, '🌊')).toEqual({ text: 'Casa 🌊', caret: 7 });
    expect(insertAt('a'.repeat(2199), 2199, 2199, '🏡')).toBeNull();
    expect(insertAt('a'.repeat(2198), 0, 0, '🏡')?.caret).toBe(2);
  });

  it('reads the saved post and compares values in order', () => {
    const draft = makeDraft({ facebookPost: makeFacebookPost({ imagesUrls: ['x', 'y'], caption: 'c', pagesIds: ['p'] }) });
    expect(savedValues(draft, 'facebook')).toEqual({ imagesUrls: ['x', 'y'], caption: 'c', pagesIds: ['p'] });
    expect(savedValues(draft, 'instagram')).toEqual(EMPTY_POST);
    expect(sameValues(savedValues(draft, 'facebook'), { imagesUrls: ['y', 'x'], caption: 'c', pagesIds: ['p'] })).toBe(false);
  });

  it('ignores a stored copy that is not a post', () => {
    window.localStorage.setItem('vitrina:social-post:d1:instagram', '{"caption":1}');
    expect(readCopy('d1', 'instagram')).toBeNull();
    writeCopy('d1', 'instagram', { imagesUrls: ['x'], caption: 'hola', pagesIds: [] });
    expect(readCopy('d1', 'instagram')).toEqual({ imagesUrls: ['x'], caption: 'hola', pagesIds: [] });
    window.localStorage.clear();
  });
});
