import { Tag } from 'antd';
import { renderWithShell } from '../test/render-with-shell';

const styleTexts = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
/** The tag asks nothing of the API. */
const noApi = { fetch: () => new Response(null, { status: 404 }) };
const tagStyles = () => styleTexts().filter((text) => text.includes('.ant-tag'));

describe('kept antd style cache', () => {
  it('keeps component styles after their last user unmounts, and the next page reuses them', () => {
    const first = renderWithShell(<Tag>نشط</Tag>, noApi);
    const styles = tagStyles();
    expect(styles.length).toBeGreaterThan(0);
    first.unmount();
    expect(tagStyles()).toEqual(styles);
    const second = renderWithShell(<Tag>متوقف</Tag>, noApi);
    // Nothing was added for the second page: same styles, same CSS-variable scope.
    expect(styleTexts().filter((text) => text.includes('.ant-tag'))).toEqual(styles);
    expect(styles.join('')).toContain('.rihla-light.ant-tag');
    second.unmount();
  });
});
