import { afterEach, describe, expect, it, vi } from 'vitest';

describe('senior mode (长辈版)', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the mode is kept in.
    document.cookie = 'displayMode=; path=/; max-age=0';
    document.documentElement.classList.remove('senior-mode');
    vi.resetModules();
  });

  it('comes back on the next visit from its cookie, before anything renders', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a previous visit's choice, as the browser keeps it.
    document.cookie = 'displayMode=senior; path=/';
    vi.resetModules();
    const mode = await import('./senior-mode.js');
    expect(mode.isSeniorMode()).toBe(true);
    expect(document.documentElement.classList.contains('senior-mode')).toBe(true);
  });

  it('is off by default; switching is kept in the cookie and on the page', async () => {
    vi.resetModules();
    const mode = await import('./senior-mode.js');
    expect(mode.isSeniorMode()).toBe(false);
    expect(document.documentElement.classList.contains('senior-mode')).toBe(false);
    mode.setSeniorMode(true);
    expect(document.cookie).toContain('displayMode=senior');
    mode.setSeniorMode(false);
    expect(document.cookie).not.toContain('displayMode');
    expect(document.documentElement.classList.contains('senior-mode')).toBe(false);
  });
});
