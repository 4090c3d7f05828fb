import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, errorFromBody } from '../../../lib/api-client.ts';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { watchStateQueryOptions } from '../api/monitoring.ts';
import { watchRefusalOf } from '../lib/watch-refusal.ts';
import { entryFixture, jsonFetch, renderMarkup, testQueryClient } from '../testing/fixtures.tsx';
import { useWatchToggle, WATCH_SIGN_IN_REASON, WatchButton, WatchRefusal } from './watch-button.tsx';

beforeAll(() => Promise.all([loadAreaTexts('monitoring'), loadAreaTexts('billing-plans')]));

afterEach(() => {
  session.signOut();
  vi.unstubAllGlobals();
});

const INN = '7707083893';
const button = (html: string) => /<button[^>]*data-testid="watch-button"[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? '';

function withState(watched: boolean) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(watchStateQueryOptions(INN).queryKey, {
    inn: INN,
    watched,
    added_at: watched ? '2026-05-01T09:00:00.000Z' : null,
    count: watched ? 1 : 0,
    limit: 5,
  });
  return queryClient;
}

type TToggle = ReturnType<typeof useWatchToggle>;

/** Renders the hook once and hands back what the button would use. */
function toggleOf(options: Parameters<typeof renderMarkup>[1] = {}): TToggle {
  let toggle: TToggle | undefined;
  function Probe() {
    toggle = useWatchToggle(INN);
    return null;
  }
  renderMarkup(<Probe />, options);
  if (!toggle) throw new Error('the hook did not run');
  return toggle;
}

describe('WatchButton', () => {
  it('offers «Следить» to everyone, not pressed', () => {
    const html = button(renderMarkup(<WatchButton card={{ inn: INN }} />));
    expect(html).toContain('Следить');
    expect(html).toContain('aria-pressed="false"');
  });

  it('reads «Вы следите», pressed, for a subject on the list', () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const html = button(renderMarkup(<WatchButton card={{ inn: INN }} />, { queryClient: withState(true) }));
    expect(html).toContain('Вы следите');
    expect(html).toContain('aria-pressed="true"');
    const free = button(renderMarkup(<WatchButton card={{ inn: INN }} />, { queryClient: withState(false) }));
    expect(free).toContain('Следить');
    expect(free).toContain('aria-pressed="false"');
  });

  it('asks a signed-out visitor to sign in, saying why, and sends nothing', () => {
    const fetchMock = vi.fn(jsonFetch(201, {}));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.fn();
    toggleOf({ authDialog: { open } }).toggle();
    expect(open).toHaveBeenCalledWith('signIn', WATCH_SIGN_IN_REASON);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the subject on the list, or takes it off when it is there', async () => {
    session.signIn({ access: 'A', refresh: 'R' }, false);
    const fetchMock = vi.fn(jsonFetch(201, entryFixture({ inn: INN })));
    vi.stubGlobal('fetch', fetchMock);
    toggleOf({ queryClient: withState(false) }).toggle();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/watchlist/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ inn: INN });

    fetchMock.mockClear();
    fetchMock.mockImplementation(jsonFetch(204, undefined));
    toggleOf({ queryClient: withState(true) }).toggle();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/v1/watchlist/${INN}/`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });
});

describe('a refused «Следить»', () => {
  const limitError = errorFromBody(403, {
    detail: 'По вашему тарифу можно отслеживать не больше 5 организаций',
    code: 'plan_limit_reached',
    limit: 5,
    plan: { code: 'start', name: 'Старт' },
  });

  it('names the limit and the plan that allows more, with the way to the plans and to the list', () => {
    const refusal = watchRefusalOf(limitError);
    expect(refusal).toEqual({ kind: 'limit', limit: 5, plan: { code: 'start', name: 'Старт' } });
    const html = renderMarkup(<WatchRefusal refusal={refusal as NonNullable<typeof refusal>} error={limitError} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('По вашему тарифу можно отслеживать не больше 5 организаций.');
    expect(html).toContain('Тариф «Старт» позволяет больше.');
    expect(html).toContain('href="/#pricing-section"');
    expect(html).toContain('href="/profile/monitoring"');
  });

  it('tells a subject missing from the register from other failures', () => {
    const missing = watchRefusalOf(new ApiError(404, 'NOT_FOUND', 'Организация или ИП с таким ИНН не найдены'));
    expect(missing).toEqual({ kind: 'notFound' });
    expect(renderMarkup(<WatchRefusal refusal={{ kind: 'notFound' }} error={null} />)).toContain(
      'Этой организации нет в реестре',
    );
    expect(watchRefusalOf(new ApiError(0, 'NETWORK', null))).toEqual({ kind: 'failed' });
    expect(watchRefusalOf(null)).toBeNull();
  });
});
