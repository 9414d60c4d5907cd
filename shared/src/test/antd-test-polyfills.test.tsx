import './antd-test-polyfills';

describe('antd test polyfills', () => {
  it('gives jsdom the media query and resize APIs antd reads, matching no media', () => {
    expect(window.matchMedia('(min-width: 768px)')).toMatchObject({
      matches: false,
      media: '(min-width: 768px)',
    });
    expect(() => new ResizeObserver(() => undefined).observe(document.body)).not.toThrow();
  });
});
