import { ADD_TO_BASKET_FEEDBACK_MS } from '@sverka/shared';

/** `idle`: «Добавить в корзину»; `sending`: the request is on its way; `added`: «В корзине» for a moment. */
export type TAddPhase = 'idle' | 'sending' | 'added';

export interface TAddFeedbackDeps {
  signedIn: () => boolean;
  /** The sign-in dialog: a basket belongs to an account. */
  askToSignIn: () => void;
  send: (quantity: number) => Promise<void>;
  onPhase: (phase: TAddPhase) => void;
  onFailed: (error: unknown) => void;
  feedbackMs?: number;
}

/**
 * Spec §4: a click adds the product; «В корзине» stays (the button disabled) for ADD_TO_BASKET_FEEDBACK_MS,
 * then the button offers to add more. Plain timers, so tests drive it with fake ones.
 */
export function createAddFeedback(deps: TAddFeedbackDeps) {
  let phase: TAddPhase = 'idle';
  let timer: ReturnType<typeof setTimeout> | null = null;

  const move = (next: TAddPhase) => {
    phase = next;
    deps.onPhase(next);
  };

  return {
    get phase() {
      return phase;
    },
    add(quantity: number) {
      if (phase !== 'idle') return;
      if (!deps.signedIn()) {
        deps.askToSignIn();
        return;
      }
      move('sending');
      deps.send(quantity).then(
        () => {
          move('added');
          timer = setTimeout(() => {
            timer = null;
            move('idle');
          }, deps.feedbackMs ?? ADD_TO_BASKET_FEEDBACK_MS);
        },
        (error: unknown) => {
          move('idle');
          deps.onFailed(error);
        },
      );
    },
    /**
     * Stops the «В корзине» timer. The controller stays usable: React's development mode unmounts and mounts
     * a component once more with the same refs, and the button must keep working after that.
     */
    dispose() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
