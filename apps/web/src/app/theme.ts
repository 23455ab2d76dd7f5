import type { ThemeConfig } from 'antd';

/** Brand blue; 7:1 against white, so links and primary buttons pass WCAG AA contrast. */
export const BRAND_BLUE = '#1554ad';

/**
 * antd's default blue (#1677ff) and its 45 % grey description text fall below the 4.5:1 contrast
 * WCAG AA asks for; these tokens lift them (the browser suite runs axe-core on every page).
 */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    // antd lightens the brand for hover and press (#588dc7, 3.5:1): darker instead, as the portal's own links.
    colorLinkHover: '#0f3f80',
    colorLinkActive: '#0a2f61',
    colorPrimaryHover: '#0f3f80',
    colorPrimaryActive: '#0a2f61',
    colorInfo: BRAND_BLUE,
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#c4161c',
    // Dark status colours keep text readable; their light backgrounds are set explicitly because
    // antd derives greyish ones from dark seeds (a success tag came out at 2.7:1).
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0',
    colorInfoBg: '#e8f0fb',
    colorPrimaryBg: '#e8f0fb',
    // The stack is defined once, in global.css.
    fontFamily: 'var(--font-family)',
  },
};

/** Black text and near-black secondary text: 长辈版 and readers whose system asks for more contrast. */
const strongContrastTokens: ThemeConfig['token'] = {
  colorText: '#000',
  colorTextSecondary: 'rgba(0, 0, 0, 0.85)',
  colorTextDescription: 'rgba(0, 0, 0, 0.85)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.85)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.7)',
};

/**
 * 长辈版 (senior mode): the national ageing-friendly website rules and GB/T 37668 ask for text of
 * at least 18 px, click targets of at least 44 × 44 px and strong contrast.
 */
export const seniorTheme: ThemeConfig = {
  token: {
    ...appTheme.token,
    ...strongContrastTokens,
    fontSize: 18,
    fontSizeSM: 18,
    fontSizeLG: 20,
    lineHeight: 1.7,
    controlHeight: 44,
    controlHeightSM: 44,
    controlHeightLG: 52,
  },
};

/** What decides the antd theme: the portal's display mode and the reader's system settings. */
export interface ThemeChoice {
  senior: boolean;
  reducedMotion: boolean;
  moreContrast: boolean;
}

/**
 * The antd theme for a choice. A system asking for reduced motion switches antd's animations off
 * (menus, drawers and dialogs then appear at once); one asking for more contrast gets 长辈版's text
 * colours, as the portal's own styles do under the same media query (global.css).
 */
export function themeFor({ senior, reducedMotion, moreContrast }: ThemeChoice): ThemeConfig {
  const base = senior ? seniorTheme : appTheme;
  return {
    ...base,
    token: { ...base.token, ...(moreContrast ? strongContrastTokens : {}), motion: !reducedMotion },
  };
}
