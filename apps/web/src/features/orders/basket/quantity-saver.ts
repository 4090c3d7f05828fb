/**
 * Spec §9: a basket quantity is saved after a second of quiet, so typing «125» sends one request, not three.
 * One saver per basket item; plain timers, so tests drive it with fake ones.
 */
export interface TQuantitySaverDeps {
  delayMs: number;
  save: (quantity: number) => Promise<void>;
  onSaved: (quantity: number) => void;
  onFailed: (error: unknown) => void;
}

export interface TQuantitySaver {
  /** A new quantity: the wait starts again. */
  change: (quantity: number) => void;
  /** Sends a waiting quantity now (the page is being left). */
  flush: () => void;
  /** Forgets a waiting quantity (the item is being removed). */
  cancel: () => void;
  readonly waiting: boolean;
}

export function createQuantitySaver(deps: TQuantitySaverDeps): TQuantitySaver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let next: number | null = null;

  const send = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const quantity = next;
    next = null;
    if (quantity === null) return;
    deps.save(quantity).then(
      () => deps.onSaved(quantity),
      (error: unknown) => deps.onFailed(error),
    );
  };

  return {
    change(quantity) {
      if (timer !== null) clearTimeout(timer);
      next = quantity;
      timer = setTimeout(send, deps.delayMs);
    },
    flush: send,
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      next = null;
    },
    get waiting() {
      return timer !== null;
    },
  };
}
