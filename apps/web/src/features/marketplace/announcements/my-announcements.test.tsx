import type { TAnnouncementAllowance } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { announcementKeys } from '../api/announcements.ts';
import { renderMarkup, testQueryClient } from '../catalogue/testing/fixtures.tsx';
import { MyAnnouncements } from './my-announcements.tsx';

await Promise.all([loadAreaTexts('marketplace'), loadAreaTexts('seller'), loadAreaTexts('billing-plans')]);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const seller = { id: 7, name: 'ООО «СтройСнаб»', inn: '7707083893' };
const empty = { count: 0, page: 1, page_size: 5, next: null, previous: null, result: [] };

function render(allowance: TAnnouncementAllowance) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(announcementKeys.allowance, allowance);
  queryClient.setQueryData(announcementKeys.ownPage({ page: 1, page_size: 5, mine: '1' }), empty);
  return renderMarkup(<MyAnnouncements sellers={[seller]} products={[]} />, { queryClient });
}

describe('the seller’s announcements', () => {
  it('tells what is left of the month and offers the form', () => {
    const html = render({ limit: 10, used: 3, remaining: 7, locked: null, plan: null });
    expect(text(html)).toContain('Осталось 7 из 10 в этом месяце');
    expect(html).toContain('data-testid="announcement-form"');
    expect(text(html)).toContain('Вы ещё не размещали объявлений');
  });

  it('offers the cheapest plan with announcements instead of the form when the plan lacks them', () => {
    const html = render({
      limit: 0,
      used: 0,
      remaining: 0,
      plan: { code: 'scale', name: 'Масштабирование' },
      locked: {
        feature: 'marketplace.announcements_10',
        reason: 'upgrade',
        plan: { code: 'scale', name: 'Масштабирование' },
      },
    });
    expect(html).toContain('data-testid="locked-block"');
    expect(text(html)).toContain('Масштабирование');
    expect(html).not.toContain('announcement-form');
  });

  it('names the plan with more once the month is used up', () => {
    const html = render({
      limit: 10,
      used: 10,
      remaining: 0,
      locked: null,
      plan: { code: 'optimal_plus', name: 'Оптимальный плюс' },
    });
    expect(text(html)).toContain('Осталось 0 из 10 в этом месяце');
    expect(text(html)).toContain('в тарифе «Оптимальный плюс»');
    expect(html).not.toContain('announcement-form');
  });
});
