import { ADD_TO_BASKET_FEEDBACK_MS } from '@sverka/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAddFeedback, type TAddPhase } from './add-feedback.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function feedback(signedIn: boolean, send: (quantity: number) => Promise<void> = async () => {}) {
  const phases: TAddPhase[] = [];
  const askToSignIn = vi.fn();
  const onFailed = vi.fn();
  const sendMock = vi.fn(send);
  const controller = createAddFeedback({
    signedIn: () => signedIn,
    askToSignIn,
    send: sendMock,
    onPhase: (phase) => phases.push(phase),
    onFailed,
  });
  return { controller, phases, askToSignIn, onFailed, send: sendMock };
}

describe('«Добавить в корзину»', () => {
  it('reads «В корзине» for ADD_TO_BASKET_FEEDBACK_MS after the product is added, then offers to add again', async () => {
    expect(ADD_TO_BASKET_FEEDBACK_MS).toBe(1000);
    const { controller, phases, send } = feedback(true);
    controller.add(3);
    expect(send).toHaveBeenCalledWith(3);
    expect(controller.phase).toBe('sending');
    await vi.advanceTimersByTimeAsync(0);
    expect(controller.phase).toBe('added');
    // A second click while «В корзине» shows adds nothing.
    controller.add(3);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ADD_TO_BASKET_FEEDBACK_MS - 1);
    expect(controller.phase).toBe('added');
    await vi.advanceTimersByTimeAsync(1);
    expect(controller.phase).toBe('idle');
    expect(phases).toEqual(['sending', 'added', 'idle']);
    controller.add(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('opens the sign-in dialog for an anonymous visitor and sends nothing', () => {
    const { controller, askToSignIn, send, phases } = feedback(false);
    controller.add(1);
    expect(askToSignIn).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
    expect(phases).toEqual([]);
  });

  it('comes back to «Добавить в корзину» with the reason when the server refuses', async () => {
    const refusal = new Error('refused');
    const { controller, onFailed, phases } = feedback(true, () => Promise.reject(refusal));
    controller.add(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(phases).toEqual(['sending', 'idle']);
    expect(onFailed).toHaveBeenCalledWith(refusal);
  });

  it('stops its timer when the page is left, and still works after a remount with the same controller', async () => {
    const { controller, phases, send } = feedback(true);
    controller.add(1);
    await vi.advanceTimersByTimeAsync(0);
    controller.dispose();
    await vi.advanceTimersByTimeAsync(ADD_TO_BASKET_FEEDBACK_MS);
    expect(phases).toEqual(['sending', 'added']);

    // React's development mode runs an effect's cleanup once on mount: the button must keep working.
    const fresh = feedback(true);
    fresh.controller.dispose();
    fresh.controller.add(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(fresh.phases).toEqual(['sending', 'added']);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
