import { useShell } from '@rihla/shared/shell/shell-context';
import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { createContext, type ReactNode, useContext } from 'react';
import { KeptStyleCache } from './kept-style-cache';
import { usePrefersReducedMotion } from './use-reduced-motion';

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

/**
 * Text colours raised to WCAG AA (4.5:1) on white and on the page grey: antd's defaults for
 * secondary text (45 % black), placeholders (25 % black), links (its blue) and error text
 * (#ff4d4f) fall short of it (axe-core checks every page, docs/accessibility.md).
 */
const READABLE_TEXT = {
  light: {
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    colorError: '#cf1322',
  },
  dark: {
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorTextTertiary: 'rgba(255, 255, 255, 0.65)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
    // Text on solid brand and danger fills (primary buttons): white on the dark theme's bright
    // teal was 2.5:1; the page's own near-black reads at 7:1.
    colorTextLightSolid: '#0f151b',
    // antd's dark red on the card colour was 3.9:1.
    colorError: '#ff7875',
  },
} as const;

/** Preset tag colours whose 7th shade is too light on their 1st; these take a darker one. */
const DARKER_TAG_SHADE: Record<string, 8 | 9> = {
  green: 8,
  cyan: 8,
  orange: 8,
  volcano: 8,
  magenta: 8,
  gold: 9,
  lime: 9,
  yellow: 9,
};

/**
 * Light tags write their text in the colour's 7th shade (or the plain status colour) on its
 * 1st: below 4.5:1 for green, gold, orange... The tag alone takes darker shades, so buttons,
 * icons and charts keep their colours.
 */
function readableTags(palette: Record<string, unknown>): Record<string, string> {
  const shade = (name: string) => String(palette[name]);
  const presets = Object.entries(DARKER_TAG_SHADE).map(([colour, level]) => [
    `${colour}7`,
    shade(`${colour}${level}`),
  ]);
  return {
    ...Object.fromEntries(presets),
    colorSuccess: shade('green8'),
    colorWarning: shade('gold9'),
    colorError: shade('red7'),
    colorInfo: shade('blue7'),
  };
}

/**
 * Dark tags write their text in the colour's 7th shade on a near-black fill: purple was 3.4:1.
 * In the dark palettes the higher shades are the lighter ones; the 9th reads above 4.5:1.
 */
function lighterDarkTags(palette: Record<string, unknown>): Record<string, string> {
  const colours = [
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ];
  return Object.fromEntries(colours.map((colour) => [`${colour}7`, String(palette[`${colour}9`])]));
}

function themeFor(colorScheme: 'light' | 'dark', motion: boolean): ThemeConfig {
  const algorithm = colorScheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm;
  const token = {
    ...BRAND[colorScheme],
    ...READABLE_TEXT[colorScheme],
    // antd links follow its info blue, not the primary colour; the brand colour reads better.
    colorLink: BRAND[colorScheme].colorPrimary,
  };
  const palette = theme.getDesignToken({ algorithm, token }) as unknown as Record<string, unknown>;
  return {
    algorithm,
    // A fixed CSS-variable scope per scheme instead of one per mounted ConfigProvider (React's
    // useId): each page mounts its own scope, and the kept style cache would otherwise collect a
    // new copy of every token style per navigation.
    cssVar: { key: `rihla-${colorScheme}` },
    // The shell loads the Arabic and Latin web fonts; the remote only inherits them.
    token: { ...token, fontFamily: 'inherit', zIndexPopupBase: OVERLAY_Z, borderRadius: 8, motion },
    components: {
      Tooltip: { zIndexPopup: TOP_LAYER_Z },
      Popover: { zIndexPopup: TOP_LAYER_Z },
      Dropdown: { zIndexPopup: OVERLAY_Z },
      Select: { zIndexPopup: OVERLAY_Z },
      DatePicker: { zIndexPopup: OVERLAY_Z },
      // An empty table's "nothing here" line is drawn in the disabled grey (1.8:1); it is content.
      Table: { colorTextDisabled: READABLE_TEXT[colorScheme].colorTextDescription },
      Tag: colorScheme === 'light' ? readableTags(palette) : lighterDarkTags(palette),
    },
  };
}

const themes = {
  light: { moving: themeFor('light', true), still: themeFor('light', false) },
  dark: { moving: themeFor('dark', true), still: themeFor('dark', false) },
};

/** Set inside a mounted scope: a page rendered in its remote's kept scope does not open another. */
const InScope = createContext(false);

/**
 * antd is not a module-federation singleton, so each remote compiles its own copy and wraps
 * its pages in this scope: direction, antd locale, dark mode, reduced motion and z-index follow the shell, and
 * component styles survive navigation between the remote's pages (kept-style-cache.tsx). A remote
 * also exposes it as its `Scope`, which the shell keeps mounted across the remote's pages
 * (ADR 0043); a page's own scope inside it is then a pass-through, so only the page remounts.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const nested = useContext(InScope);
  const { direction, locale, colorScheme } = useShell();
  const still = usePrefersReducedMotion();
  if (nested) return children;
  return (
    <KeptStyleCache>
      <ConfigProvider
        direction={direction}
        locale={locale === 'ar' ? arEG : enUS}
        theme={themes[colorScheme][still ? 'still' : 'moving']}
      >
        <InScope.Provider value={true}>{children}</InScope.Provider>
      </ConfigProvider>
    </KeptStyleCache>
  );
}
