import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, i18n } from '@/i18n/i18n';
import { ExplorerApp } from './ExplorerApp';
import '@/styles/tokens.css';
import '@/styles/base.css';
import './explorer.css';

/**
 * The journey explorer: its own HTML entry (journeys.html, served at /__journeys by
 * vite-plugins/explorer.ts), never imported by the shop. English unless `?lang=el`.
 */
const explorerCatalogs = {
  el: () => import('./locales/el/messages.po'),
  en: () => import('./locales/en/messages.po'),
};

async function start() {
  const locale = new URLSearchParams(window.location.search).get('lang') === 'el' ? 'el' : 'en';
  // The shop's words (shared parts) and the explorer's own catalog, merged.
  const [, { messages }] = await Promise.all([activateLocale(locale), explorerCatalogs[locale]()]);
  i18n.load(locale, messages);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from journeys.html');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ExplorerApp />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
