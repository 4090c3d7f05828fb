import { describe, expect, it } from 'vitest';
import { ordersParamsWith, ordersRequestOf, paidNoticeOf, withoutPaidNotice } from './orders-params.ts';

const params = (text: string) => new URLSearchParams(text);

describe('the orders page URL', () => {
  it('opens purchases of every status on the first page by default', () => {
    expect(ordersRequestOf(params(''))).toEqual({ mode: 'buy', status: 'all', page: 1 });
  });

  it('reads the mode, the status and the page', () => {
    expect(ordersRequestOf(params('mode=sell&status=in_progress&page=3'))).toEqual({
      mode: 'sell',
      status: 'in_progress',
      page: 3,
    });
  });

  it('falls back on unknown values', () => {
    expect(ordersRequestOf(params('mode=rent&status=lost&page=-2'))).toEqual({ mode: 'buy', status: 'all', page: 1 });
    expect(ordersRequestOf(params('page=1.5')).page).toBe(1);
  });

  it('starts a new mode or status at the first page and leaves the defaults out', () => {
    expect(ordersParamsWith(params('status=paid&page=4'), { mode: 'sell' }).toString()).toBe('mode=sell&status=paid');
    expect(ordersParamsWith(params('mode=sell&page=4'), { status: 'completed' }).toString()).toBe(
      'mode=sell&status=completed',
    );
    expect(ordersParamsWith(params('mode=sell&status=paid'), { page: 2 }).toString()).toBe(
      'mode=sell&status=paid&page=2',
    );
    expect(ordersParamsWith(params('mode=sell&status=paid&page=2'), { mode: 'buy', status: 'all' }).toString()).toBe(
      '',
    );
  });

  it('shows the payment notice after the payment return and drops it when asked', () => {
    expect(paidNoticeOf(params('paid=1'))).toBe(true);
    expect(paidNoticeOf(params('paid=0'))).toBe(false);
    expect(paidNoticeOf(params(''))).toBe(false);
    expect(withoutPaidNotice(params('paid=1&mode=sell')).toString()).toBe('mode=sell');
    expect(ordersParamsWith(params('paid=1'), { status: 'paid' }).has('paid')).toBe(false);
  });
});
