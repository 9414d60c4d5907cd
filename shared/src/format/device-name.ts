const SYSTEMS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/iPhone OS (\d+)/, (m) => `iPhone · iOS ${m[1]}`],
  [/iPad.*OS (\d+)/, (m) => `iPad · iPadOS ${m[1]}`],
  [/Windows NT/, () => 'Windows'],
  [/Mac OS X/, () => 'macOS'],
  [/Linux/, () => 'Linux'],
];
const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/EdgA?\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)|Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

/**
 * A signed-in phone as a person names it, from the browser's user agent: "Android 14 · Chrome 131",
 * "iPhone · iOS 17 · Safari 17". What it cannot read is given as it came.
 */
export function deviceName(userAgent: string): string {
  let system: string | undefined;
  for (const [pattern, name] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (match) {
      system = name(match);
      break;
    }
  }
  let browser: string | undefined;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = `${name} ${match.slice(1).find(Boolean)}`;
      break;
    }
  }
  return system && browser ? `${system} · ${browser}` : userAgent;
}
