import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { StatusBadge } from './status-badge.tsx';

const liquidated = { name: 'Находится в стадии ликвидации', class: 'inactive' } as const;

afterEach(async () => {
  await changeLanguage('ru');
});

describe('StatusBadge', () => {
  it('shows the registry’s own wording in Russian', () => {
    expect(renderToStaticMarkup(<StatusBadge status={liquidated} />)).toContain('Находится в стадии ликвидации');
  });

  it.each(['en', 'zh-CN'] as const)('gives screen readers no Russian in %s, tooltip included', async (language) => {
    await changeLanguage(language);
    const html = renderToStaticMarkup(<StatusBadge status={liquidated} />);
    expect(html).not.toMatch(/[А-Яа-яЁё]/);
  });
});
