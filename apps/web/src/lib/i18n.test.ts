import { afterAll, describe, expect, it } from 'vitest';
import ruPlans from '../locales/billing-plans/ru.json';
import enArbitration from '../locales/card-arbitration/en.json';
import ruProfile from '../locales/profile/ru.json';
import { changeLanguage, i18next, loadAreaTexts } from './i18n.ts';

afterAll(() => changeLanguage('ru'));

describe('page texts loaded with their routes', () => {
  it('load once when a route and its child ask at the same time', async () => {
    await expect(Promise.all([loadAreaTexts('profile'), loadAreaTexts('profile')])).resolves.toBeDefined();
    expect(i18next.t('profile.friends.empty')).toBe(ruProfile.friends.empty);
  });

  it('follow a language switch, and the main texts come along', async () => {
    await loadAreaTexts('card-');
    expect(i18next.t('card-arbitration.numberSearch')).toBe('Номер дела');
    await changeLanguage('en');
    expect(i18next.t('card-arbitration.numberSearch')).toBe(enArbitration.numberSearch);
    expect(i18next.t('cardTabs.summary')).toBe('Summary');
    await changeLanguage('ru');
    expect(i18next.t('cardTabs.summary')).toBe('Сводка');
  });

  it('load an area again under a wider prefix without taking it for a main key', async () => {
    await loadAreaTexts('billing-plans');
    await expect(loadAreaTexts('billing')).resolves.toBeUndefined();
    expect(i18next.t('billing-plans.plans.start')).toBe(ruPlans.plans.start);
  });
});
