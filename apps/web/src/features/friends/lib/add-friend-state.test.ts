import type { TFriend } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { addFriendState } from './add-friend-state.ts';

const friend = (id: number): TFriend => ({
  id: id * 10,
  friend: { id, full_name: `User ${id}`, avatar: null },
  created_at: '2025-01-01T00:00:00Z',
});

describe('addFriendState', () => {
  it('hides the button for visitors, companies without a representative and one’s own company', () => {
    expect(addFriendState({ userId: undefined, representative: 7, friends: [] })).toBe('hidden');
    expect(addFriendState({ userId: 1, representative: null, friends: [] })).toBe('hidden');
    expect(addFriendState({ userId: 7, representative: 7, friends: [] })).toBe('hidden');
  });

  it('offers to add another user’s company representative', () => {
    expect(addFriendState({ userId: 1, representative: 7, friends: [friend(3)] })).toBe('add');
  });

  it('says the representative is already a friend', () => {
    expect(addFriendState({ userId: 1, representative: 7, friends: [friend(7)] })).toBe('added');
  });

  it('waits for the friends list before deciding', () => {
    expect(addFriendState({ userId: 1, representative: 7, friends: undefined })).toBe('loading');
  });
});
