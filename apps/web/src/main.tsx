// First: schemas built by the imports below must already see this setting.
import './lib/zod-setup.ts';
import '@mantine/core/styles.css';
import './styles/fonts.ts';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { restoreLanguage } from './lib/i18n.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);

// A visitor who chose English or Chinese gets those texts before the first paint, not a flash of Russian.
void restoreLanguage().then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
