// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activateLocale, activeLocale, i18n } from '@/i18n/i18n';

// The order matters: the first test is the one that loads the English catalog for the first
// time, so that catalog is the slow one there.
describe('activateLocale', () => {
  it('lets the latest of overlapping activations win, even when an earlier catalog arrives last', async () => {
    await activateLocale('el');
    // English is asked for (its catalog not loaded yet), then Greek (loaded) before English is in.
    const english = activateLocale('en');
    const greek = activateLocale('el');
    await Promise.all([english, greek]);
    expect(activeLocale()).toBe('el');
    expect(i18n.locale).toBe('el');
    expect(document.documentElement.lang).toBe('el-GR');
  });

  it('names the new locale at once, and shows its messages once its catalog has loaded', async () => {
    const switching = activateLocale('en');
    // What the first page's loaders and API calls read while the catalog loads.
    expect(activeLocale()).toBe('en');
    expect(i18n.locale).toBe('el');
    await switching;
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en-GB');
  });
});
