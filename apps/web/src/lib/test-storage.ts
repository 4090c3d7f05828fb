/** An in-memory Storage for unit tests (the web project runs in Node, without a DOM). */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export function memoryStorages() {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}
