import { useShell } from '@rihla/shared/shell/shell-context';
import { App, ConfigProvider, type ThemeConfig, theme } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';

/** Spec overlay layers: overlay and menu 1000, modal and tooltip 1100 (modals get base + 100). */
const OVERLAY_Z = 1000;
const TOP_LAYER_Z = 1100;

/**
 * The shell's brand colours (host theme.css `--p-primary` light and dark). antd derives its
 * palettes from a concrete colour, so the values are repeated here rather than read from CSS.
 */
const BRAND = {
  light: { colorPrimary: '#0f766e', colorBgContainer: '#ffffff', colorBgLayout: '#f4f6f8' },
  dark: { colorPrimary: '#2dd4bf', colorBgContainer: '#17202a', colorBgLayout: '#0f151b' },
} as const;

function themeFor(colorScheme: 'light' | 'dark'): ThemeConfig {
  return {
    algorithm: colorScheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
    // The shell loads the Arabic and Latin web fonts; the remote only inherits them.
    token: { ...BRAND[colorScheme], fontFamily: 'inherit', zIndexPopupBase: OVERLAY_Z, borderRadius: 8 },
    components: {
      Tooltip: { zIndexPopup: TOP_LAYER_Z },
      Popover: { zIndexPopup: TOP_LAYER_Z },
      Dropdown: { zIndexPopup: OVERLAY_Z },
      Select: { zIndexPopup: OVERLAY_Z },
      DatePicker: { zIndexPopup: OVERLAY_Z },
    },
  };
}

const themes = { light: themeFor('light'), dark: themeFor('dark') };

/**
 * antd is not a module-federation singleton, so each remote compiles its own copy and wraps
 * its pages in this scope: direction, antd locale, dark mode and z-index follow the shell.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { direction, locale, colorScheme } = useShell();
  return (
    <ConfigProvider direction={direction} locale={locale === 'ar' ? arEG : enUS} theme={themes[colorScheme]}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
