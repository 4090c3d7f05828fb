import { describe, expect, it } from 'vitest';
import { HASH_FOLLOW_MS, HASH_TOLERANCE_PX, hashFollowStep, hashTargetId } from './hash-follow.ts';

const settled = { elapsedMs: 300, interrupted: false, atBottom: false };

describe('hashFollowStep', () => {
  it('scrolls again when content loaded above the target pushed it down or pulled it up', () => {
    expect(hashFollowStep({ ...settled, offsetPx: 240 })).toBe('scroll');
    expect(hashFollowStep({ ...settled, offsetPx: -180 })).toBe('scroll');
  });

  it('waits while the target is in place or not rendered yet', () => {
    expect(hashFollowStep({ ...settled, offsetPx: 0 })).toBe('wait');
    expect(hashFollowStep({ ...settled, offsetPx: HASH_TOLERANCE_PX })).toBe('wait');
    expect(hashFollowStep({ ...settled, offsetPx: null })).toBe('wait');
  });

  it('scrolls to a target that appears later than the navigation', () => {
    expect(hashFollowStep({ ...settled, offsetPx: null })).toBe('wait');
    expect(hashFollowStep({ ...settled, elapsedMs: 1200, offsetPx: 2100 })).toBe('scroll');
  });

  it('does not chase a low target (the footer) once the page cannot scroll further', () => {
    expect(hashFollowStep({ ...settled, offsetPx: 300, atBottom: true })).toBe('wait');
    expect(hashFollowStep({ ...settled, offsetPx: -300, atBottom: true })).toBe('scroll');
  });

  it('stops for good when the reader takes over or the page has had its time', () => {
    expect(hashFollowStep({ ...settled, offsetPx: 240, interrupted: true })).toBe('stop');
    expect(hashFollowStep({ ...settled, offsetPx: 240, elapsedMs: HASH_FOLLOW_MS + 1 })).toBe('stop');
  });
});

describe('hashTargetId', () => {
  it('reads the id of a hash, decoded', () => {
    expect(hashTargetId('#pricing-section')).toBe('pricing-section');
    expect(hashTargetId('#%D0%BE')).toBe('о');
  });

  it('has none for an empty or undecodable hash', () => {
    expect(hashTargetId('')).toBeNull();
    expect(hashTargetId('#')).toBeNull();
    expect(hashTargetId('#%E0%A4%A')).toBeNull();
  });
});
