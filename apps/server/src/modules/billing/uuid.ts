const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Order and sandbox payment ids are UUIDs; anything else is answered as "not found" before it reaches SQL. */
export const isUuid = (value: string): boolean => UUID.test(value);
