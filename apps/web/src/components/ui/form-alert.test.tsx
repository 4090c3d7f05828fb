import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormActions, FormAlert, FormNotice } from './form-alert.tsx';

// Initialises the interface texts (Russian is bundled) as the app does before the first render.
import '../../lib/i18n.ts';

const render = (node: ReactNode) => renderToStaticMarkup(<MantineProvider>{node}</MantineProvider>);

describe('form alerts', () => {
  it('read out a refusal by key or as the server worded it, and nothing without one', () => {
    expect(render(<FormAlert message={{ key: 'auth.loginFailed' }} />)).toMatch(
      /role="alert"[\s\S]*Неверный логин или пароль/,
    );
    expect(render(<FormAlert message={{ text: 'Подождите 60 секунд' }} />)).toContain('Подождите 60 секунд');
    expect(render(<FormAlert message={null} />)).not.toContain('role="alert"');
  });

  it('announce a success politely', () => {
    expect(render(<FormNotice>Готово</FormNotice>)).toMatch(/role="status"[\s\S]*Готово/);
  });

  it('end a form with «Отмена» and the submit button, which spins while the request is out', () => {
    const html = render(<FormActions onCancel={() => {}} pending />);
    expect(html).toContain('Отмена');
    expect(html).toContain('Сохранить');
    expect(html).toContain('type="submit"');
    expect(html).toContain('data-loading="true"');
  });
});
