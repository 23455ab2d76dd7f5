import { render } from '@testing-library/react';
import { theme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../../test/media-query.js';
import { AntdProviders } from './antd-providers.js';
import { MORE_CONTRAST, REDUCED_MOTION } from './media-preference.js';
import { appTheme, seniorTheme, themeFor } from './theme.js';

/** A matchMedia that answers yes to the given queries. */
function systemAsks(...queries: string[]) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    staticMediaQueryList(query, queries.includes(query)),
  );
}

type Tokens = ReturnType<typeof theme.useToken>['token'];
let seen: Tokens | undefined;

function Probe() {
  seen = theme.useToken().token;
  return null;
}

/** The antd theme tokens a screen inside the providers gets. */
function renderedTokens(): Tokens {
  seen = undefined;
  render(
    <AntdProviders>
      <Probe />
    </AntdProviders>,
  );
  if (!seen) throw new Error('the probe did not render');
  return seen;
}

describe('themeFor', () => {
  it('keeps antd animations unless the system asks for reduced motion', () => {
    expect(themeFor({ senior: false, reducedMotion: false, moreContrast: false }).token?.motion).toBe(true);
    expect(themeFor({ senior: false, reducedMotion: true, moreContrast: false }).token?.motion).toBe(false);
    expect(themeFor({ senior: true, reducedMotion: true, moreContrast: false }).token?.motion).toBe(false);
  });

  it("gives more contrast the senior text colours, and keeps the mode's sizes", () => {
    const standard = themeFor({ senior: false, reducedMotion: false, moreContrast: true }).token;
    expect(standard?.colorText).toBe(seniorTheme.token?.colorText);
    expect(standard?.colorTextDescription).toBe(seniorTheme.token?.colorTextDescription);
    expect(standard?.fontSize).toBe(appTheme.token?.fontSize);
    expect(themeFor({ senior: false, reducedMotion: false, moreContrast: false }).token?.colorText).toBe(
      appTheme.token?.colorText,
    );
    expect(themeFor({ senior: true, reducedMotion: false, moreContrast: false }).token?.fontSize).toBe(18);
  });
});

describe('AntdProviders and the system settings', () => {
  afterEach(() => vi.restoreAllMocks());

  // jsdom cannot show antd's animations stopping (its motion library always animates there); in
  // Chromium, a Select's menu opens with no animation class once the token is off.
  it('hands antd motion and the standard colours when the system asks for nothing', () => {
    systemAsks();
    const token = renderedTokens();
    expect(token.motion).toBe(true);
    expect(token.colorText).not.toBe('#000');
  });

  it('switches antd motion off and darkens text when the system asks for reduced motion and more contrast', () => {
    systemAsks(REDUCED_MOTION, MORE_CONTRAST);
    const token = renderedTokens();
    expect(token.motion).toBe(false);
    expect(token.colorText).toBe('#000');
  });
});
