import { describe, expect, it } from 'vitest';
import {
  isMemberDetail,
  listLocation,
  locationSearch,
  parseLocation,
  sameLocation,
} from '../../../src/lib/dashboard/location';

const ids = [1, 2, 3, 4, 5];

describe('parseLocation', () => {
  it('reads a member detail and the main views', () => {
    expect(parseLocation('?member=3', ids)).toEqual({ view: 'overview', memberId: 3 });
    expect(parseLocation('?view=family&member=2', ids)).toEqual({ view: 'family', memberId: 2 });
    expect(parseLocation('?view=notifications&member=2', ids)).toEqual({ view: 'notifications', memberId: null });
    expect(parseLocation('?view=settings&member=4', ids)).toEqual({ view: 'settings', memberId: 4 });
    expect(parseLocation('', ids)).toEqual({ view: 'overview', memberId: null });
  });

  it('falls back to the overview for unknown views and members', () => {
    expect(parseLocation('?view=admin', ids)).toEqual({ view: 'overview', memberId: null });
    expect(parseLocation('?member=99', ids)).toEqual({ view: 'overview', memberId: null });
    expect(parseLocation('?member=2abc', ids)).toEqual({ view: 'overview', memberId: null });
    expect(parseLocation('?member=-1', ids)).toEqual({ view: 'overview', memberId: null });
  });
});

describe('locationSearch', () => {
  it('is the inverse of parseLocation', () => {
    for (const search of [
      '',
      '?member=3',
      '?view=family',
      '?view=family&member=2',
      '?view=notifications',
      '?view=settings&member=4',
    ]) {
      expect(locationSearch(parseLocation(search, ids))).toBe(search);
    }
  });
});

describe('member detail', () => {
  it('is a member in the overview or family view, and goes back to that list', () => {
    expect(isMemberDetail({ view: 'overview', memberId: 3 })).toBe(true);
    expect(isMemberDetail({ view: 'family', memberId: 3 })).toBe(true);
    expect(isMemberDetail({ view: 'settings', memberId: 3 })).toBe(false);
    expect(isMemberDetail({ view: 'family', memberId: null })).toBe(false);
    expect(listLocation({ view: 'family', memberId: 3 })).toEqual({ view: 'family', memberId: null });
  });
});

describe('sameLocation', () => {
  it('compares the view and the member, not the object', () => {
    expect(sameLocation({ view: 'family', memberId: 3 }, { view: 'family', memberId: 3 })).toBe(true);
    expect(sameLocation({ view: 'family', memberId: 3 }, { view: 'overview', memberId: 3 })).toBe(false);
    expect(sameLocation({ view: 'family', memberId: 3 }, { view: 'family', memberId: null })).toBe(false);
  });
});
