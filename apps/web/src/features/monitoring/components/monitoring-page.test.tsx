import { MONITORING_EVENT_KINDS, MONITORING_EVENT_TEXTS } from '@sverka/shared';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import {
  eventsQueryOptions,
  settingsQueryOptions,
  type TEventsRequest,
  watchlistQueryOptions,
} from '../api/monitoring.ts';
import {
  entryFixture,
  eventFixture,
  eventsPageFixture,
  renderMarkup,
  testQueryClient,
  watchlistFixture,
} from '../testing/fixtures.tsx';
import { MonitoringPage } from './monitoring-page.tsx';

beforeAll(() => Promise.all([loadAreaTexts('monitoring'), loadAreaTexts('billing-plans')]));

const request = (change: Partial<TEventsRequest> = {}): TEventsRequest => ({
  inn: undefined,
  kind: undefined,
  importance: undefined,
  from: undefined,
  to: undefined,
  unread: undefined,
  page: 1,
  ...change,
});

const romashka = entryFixture({ unread: 2 });
const trader = entryFixture({
  inn: '500100732259',
  subject_kind: 'entrepreneur',
  name: 'ИП Наблюдаемов Иван Петрович',
  status: 'Действует',
  score: null,
  zone: null,
});

function page(url: string, fill: (queryClient: QueryClient) => void) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(settingsQueryOptions().queryKey, { daily_digest: true, instant_critical: false });
  fill(queryClient);
  return renderMarkup(<MonitoringPage />, { queryClient, url });
}

const watching = (client: QueryClient) =>
  client.setQueryData(watchlistQueryOptions().queryKey, watchlistFixture([romashka, trader]));

describe('the monitoring page', () => {
  it('says nobody is watched yet and where the button is, with the mail settings still there', () => {
    const html = page('/profile/monitoring', (client) =>
      client.setQueryData(watchlistQueryOptions().queryKey, watchlistFixture([])),
    );
    expect(html).toContain('data-testid="watchlist-empty"');
    expect(html).toContain('Вы пока ни за кем не следите');
    expect(html).toContain('нажмите «Следить»');
    expect(html).toContain('href="/search"');
    expect(html).not.toContain('data-testid="monitoring-event"');
    expect(html).toContain('Ежедневная сводка');
  });

  it('shows the feed with unread marks, was → became, the reason, the source and the record’s link', () => {
    const html = page('/profile/monitoring', (client) => {
      watching(client);
      client.setQueryData(
        eventsQueryOptions(request()).queryKey,
        eventsPageFixture([
          eventFixture({
            id: 2,
            kind: 'bankruptcy',
            importance: 'critical',
            before: null,
            after: 'Введено наблюдение',
            source: 'ЕФРСБ',
            ref: 'А40-12345/2026',
            link: 'https://kad.arbitr.ru/Card/1',
            unread: true,
          }),
          eventFixture({ id: 1 }),
        ]),
      );
    });
    const events = html.match(/<li[^>]*data-testid="monitoring-event"[\s\S]*?<\/li>/g) ?? [];
    expect(events).toHaveLength(2);
    const [bankruptcy = '', director = ''] = events;
    expect(bankruptcy).toContain('data-unread="true"');
    expect(bankruptcy).toContain('Новое');
    expect(bankruptcy).toContain('Стоп-фактор');
    expect(bankruptcy).toContain('12.05.2026');
    expect(bankruptcy).toContain(MONITORING_EVENT_TEXTS.bankruptcy.reason);
    expect(bankruptcy).toContain('Источник: ЕФРСБ');
    expect(bankruptcy).toContain('№ А40-12345/2026');
    expect(bankruptcy).toContain('href="https://kad.arbitr.ru/Card/1"');
    expect(bankruptcy).toContain('aria-label="Отметить прочитанным: Банкротство, ООО «Ромашка»"');
    expect(bankruptcy).toContain(`href="/counter-parties/${romashka.inn}"`);
    expect(director).not.toContain('data-unread');
    expect(director).toContain('Иванов Иван Иванович');
    expect(director).toContain('Петров Пётр Петрович');
    expect(director).not.toContain('Отметить прочитанным');
    expect(html).toContain('Непрочитанных: 1');
    expect(html).toMatch(/<button[^>]*>(?:(?!<\/button>)[\s\S])*Отметить все прочитанными/);
  });

  it('offers the filters by company (the watch list), kind, importance and period, set from the URL', () => {
    const html = page('/profile/monitoring?kind=director&period=30', (client) => {
      watching(client);
    });
    const select = (label: string) => {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}`).exec(html)?.[1];
      return new RegExp(`<select[^>]*id="${id}"[^>]*>[\\s\\S]*?</select>`).exec(html)?.[0] ?? '';
    };
    const company = select('Организация');
    expect(company).toContain('>Все организации<');
    expect(company).toContain(`value="${trader.inn}"`);
    expect(company).toContain('>ИП Наблюдаемов Иван Петрович<');
    expect(select('Что изменилось')).toMatch(/<option value="director" selected="">Руководитель<\/option>/);
    expect(select('Важность')).toContain('>Стоп-фактор<');
    expect(select('Период')).toMatch(/<option value="30" selected="">За 30 дней<\/option>/);
    expect(html).toContain('Только непрочитанные');
  });

  it('shows one company’s history with the way back to all of them', () => {
    const html = page(`/profile/monitoring?inn=${trader.inn}`, (client) => {
      watching(client);
      client.setQueryData(eventsQueryOptions(request({ inn: trader.inn })).queryKey, eventsPageFixture([]));
    });
    expect(html).toContain('История изменений: ИП Наблюдаемов Иван Петрович');
    expect(html).toContain('Показать все организации');
    expect(html).toContain('data-testid="feed-empty"');
    expect(html).toContain('Событий пока нет');
  });

  it('lists the watched subjects with status, zone, unread count, history and removal, and the plan’s limit', () => {
    const html = page('/profile/monitoring', (client) => watching(client));
    const rows = html.match(/<li[^>]*data-testid="watchlist-entry"[\s\S]*?<\/li>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('ИНН 7707083893');
    expect(rows[0]).toContain('Действует');
    expect(rows[0]).toContain('Низкий риск · 82 из 100');
    expect(rows[0]).toContain('Новых: 2');
    expect(rows[0]).toContain('aria-label="История изменений: ООО «Ромашка»"');
    expect(rows[0]).toContain('aria-label="Перестать следить: ООО «Ромашка»"');
    expect(rows[1]).toContain('Нет оценки');
    expect(html).toContain('>2 из 5<');
    expect(html).toContain('Больше организаций — в тарифе «Старт»');
  });

  it('shows the mail settings as they are saved', () => {
    const html = page('/profile/monitoring', (client) => watching(client));
    const switchOf = (label: string) =>
      new RegExp(`<input[^>]*>(?:(?!<input)[\\s\\S])*?${label}`).exec(html)?.[0] ?? '';
    expect(switchOf('Ежедневная сводка')).toContain('data-checked="true"');
    expect(switchOf('Сразу о стоп-факторах')).toContain('data-checked="false"');
  });
});

describe('the kinds of events', () => {
  it('are named and explained in Russian exactly as the server explains them', () => {
    const t = i18next.getFixedT('ru');
    for (const kind of MONITORING_EVENT_KINDS) {
      expect(t(`monitoring.kinds.${kind}.label`)).toBe(MONITORING_EVENT_TEXTS[kind].label);
      expect(t(`monitoring.kinds.${kind}.reason`)).toBe(MONITORING_EVENT_TEXTS[kind].reason);
    }
  });
});
