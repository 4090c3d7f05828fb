import type { TChatServerFrame } from '@sverka/shared';

/**
 * Something that happened in a room, after its transaction committed: the
 * frame for the room's open sockets, and the members whose inboxes (badges,
 * room lists) should refresh.
 */
export type TChatHubEvent = { room: number; members: number[]; frame: TChatServerFrame };

/**
 * Fan-out of room events to the sockets of this process and, with
 * `REDIS_URL`, of every other instance. Delivery is best effort: the
 * database is the truth and a client that missed a frame heals the gap with
 * `resume` (replay by seq) or a REST reload.
 */
export type TChatHub = {
  publish(event: TChatHubEvent): Promise<void>;
  /** Frames of one room; returns the unsubscribe. */
  onRoom(roomId: number, listener: (frame: TChatServerFrame) => void): () => void;
  /** Events of the rooms a user is a member of; returns the unsubscribe. */
  onUser(userId: number, listener: (event: TChatHubEvent) => void): () => void;
  /**
   * Called when events of other instances may have been lost (the shared
   * channel was down and is back); open sockets then catch up from the
   * database. Returns the unsubscribe. The in-process hub never loses any.
   */
  onGap?(listener: () => void): () => void;
  close(): Promise<void>;
};

function listenersOf<TKey, TValue>(map: Map<TKey, Set<TValue>>, key: TKey): Set<TValue> {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
}

function subscribe<TKey, TValue>(map: Map<TKey, Set<TValue>>, key: TKey, listener: TValue): () => void {
  listenersOf(map, key).add(listener);
  return () => {
    const set = map.get(key);
    set?.delete(listener);
    if (set?.size === 0) map.delete(key);
  };
}

/** The hub's in-process half: delivers an event to this process's listeners. */
export function createLocalDelivery() {
  const rooms = new Map<number, Set<(frame: TChatServerFrame) => void>>();
  const users = new Map<number, Set<(event: TChatHubEvent) => void>>();
  return {
    deliver(event: TChatHubEvent): void {
      for (const listener of rooms.get(event.room) ?? []) listener(event.frame);
      for (const member of event.members) for (const listener of users.get(member) ?? []) listener(event);
    },
    onRoom: (roomId: number, listener: (frame: TChatServerFrame) => void) => subscribe(rooms, roomId, listener),
    onUser: (userId: number, listener: (event: TChatHubEvent) => void) => subscribe(users, userId, listener),
  };
}

/** One process alone (no `REDIS_URL`): events go straight to this process's sockets. */
export function createLocalHub(): TChatHub {
  const local = createLocalDelivery();
  return {
    publish: async (event) => local.deliver(event),
    onRoom: local.onRoom,
    onUser: local.onUser,
    close: async () => {},
  };
}
