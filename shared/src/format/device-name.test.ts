import { deviceName } from './device-name';

describe('a signed-in phone as a person names it', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Android 14 · Chrome 131',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPhone · iOS 17 · Safari 17',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Android 13 · Samsung Internet 25',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
  ])('%s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});
