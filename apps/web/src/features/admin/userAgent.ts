// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const browsers: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:HeadlessChrome)\/(\d+)/, 'Headless Chrome'],
  [/(?:Chrome|Chromium|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

// iPads call themselves Macs and Android phones call themselves Linux, so those come first.
const systems: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux|X11/, 'Linux'],
];

const MAX_UNKNOWN_LENGTH = 40;

/**
 * "Firefox 128 · Windows" from a whole user-agent string: enough to recognise one's own devices.
 * Anything else (scripts, API clients) shows its first word, cut short.
 */
export function shortUserAgent(userAgent: string | null): string | null {
  const text = userAgent?.trim();
  if (!text) {
    return null;
  }
  const browser = browsers.find(([pattern]) => pattern.test(text));
  const system = systems.find(([pattern]) => pattern.test(text))?.[1];
  if (browser === undefined) {
    const [first = text] = text.split(/\s+/);
    return first.length > MAX_UNKNOWN_LENGTH ? `${first.slice(0, MAX_UNKNOWN_LENGTH)}…` : first;
  }
  const [pattern, name] = browser;
  const version = pattern.exec(text)?.[1];
  const label = version ? `${name} ${version}` : name;
  return system ? `${label} · ${system}` : label;
}
