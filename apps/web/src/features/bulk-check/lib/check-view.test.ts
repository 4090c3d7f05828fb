import { BULK_CHECK_MESSAGES, MESSAGES } from '@sverka/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorFromBody } from '../../../lib/api-client.ts';
import { i18next, loadAreaTexts } from '../../../lib/i18n.ts';
import { checkListForm, checkServerText, formatCount, planRefusalOf, previewList } from './check-view.ts';

beforeAll(() => loadAreaTexts('bulk-check'));

const t = (key: string, options?: Record<string, string>) => i18next.t(key, options);

describe('server texts', () => {
  it('are shown in Russian exactly as the server words them, numbers included', () => {
    const texts = [
      ...Object.values(BULK_CHECK_MESSAGES as Record<string, unknown>).filter(
        (text): text is string => typeof text === 'string',
      ),
      MESSAGES.identifierMalformed,
      MESSAGES.innChecksum,
      MESSAGES.ogrnChecksum,
      MESSAGES.ogrnipChecksum,
    ];
    for (const text of texts) expect(checkServerText(t, text)).toBe(text);
    const overPlan = BULK_CHECK_MESSAGES.overPlan(1000);
    expect(checkServerText(t, overPlan).replace(/\s/g, ' ')).toBe(overPlan.replace(/\s/g, ' '));
    expect(checkServerText(t, BULK_CHECK_MESSAGES.tooMany(10_000))).toContain('10');
    expect(checkServerText(t, 'Сообщение новее этой сборки')).toBe('Сообщение новее этой сборки');
  });
});

describe('the form’s own checks', () => {
  it('previews what the server will check and refuse', () => {
    const preview = previewList('7707083893\n7707083894, 12345\nИНН');
    expect(preview).toMatchObject({ valid: 1, total: 3 });
    expect(preview.invalid.map((item) => [item.position, item.reason])).toEqual([
      [2, MESSAGES.innChecksum],
      [3, MESSAGES.identifierMalformed],
    ]);
  });

  it('asks for a list, keeps within the plan and the file size', () => {
    expect(checkListForm({ kind: 'text', preview: previewList('') }, 100)).toEqual({ key: 'bulk-check.server.empty' });
    const two = previewList('7707083893\n1027700132195');
    expect(checkListForm({ kind: 'text', preview: two }, 1)).toEqual({ key: 'bulk-check.server.overPlan', limit: 1 });
    expect(checkListForm({ kind: 'text', preview: two }, 2)).toBeNull();
    expect(checkListForm({ kind: 'file', file: null }, 2)).toEqual({ key: 'bulk-check.form.fileRequired' });
  });

  it('writes Russian thousands with a thin space', () => {
    expect(formatCount(10_000)).toBe('10\u202f000');
    expect(formatCount(10_000, 'en')).toBe('10,000');
  });
});

describe('plan refusals', () => {
  it('tells a plan without the feature from a list over the allowance', () => {
    const locked = errorFromBody(403, {
      detail: 'Эта возможность входит в платные тарифы',
      code: 'entitlement_required',
      feature: 'check.bulk_100',
      reason: 'upgrade',
      plan: { code: 'start', name: 'Старт' },
    });
    expect(planRefusalOf(locked)).toMatchObject({ kind: 'locked', locked: { plan: { code: 'start' } } });
    const over = errorFromBody(403, { detail: 'x', code: 'plan_limit_reached', limit: 100, plan: null });
    expect(planRefusalOf(over)).toEqual({ kind: 'limit', limit: 100, plan: null });
    expect(planRefusalOf(errorFromBody(429, { detail: 'x', code: 'RATE_LIMITED' }))).toBeNull();
  });
});
