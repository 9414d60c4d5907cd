import { fireEvent, screen, waitFor } from '@testing-library/react';
import type StarterKit from '@tiptap/starter-kit';
import { renderWithShell } from '../test/render-with-shell';
import { RichTextEditor, richTextExtensions } from './rich-text-editor';

describe('RichTextEditor', () => {
  it('groups undo steps within 1000 ms and keeps 100 of them', () => {
    const kit = richTextExtensions()[0] as ReturnType<typeof StarterKit.configure>;
    expect(kit.options.undoRedo).toEqual({ depth: 100, newGroupDelay: 1000 });
    const link = kit.options.link as { isAllowedUri(url: string): boolean };
    expect(link.isAllowedUri('javascript:alert(1)')).toBe(false);
    expect(link.isAllowedUri('tel:+966501234567')).toBe(true);
  });

  it('shows the content and drops images with other sources and links with other schemes', async () => {
    renderWithShell(
      <RichTextEditor
        label="ملاحظات"
        value={
          '<p>عطل <a href="javascript:alert(1)">هنا</a></p><img src="file:///x.png"><img src="data:image/png;base64,AAAA">'
        }
      />,
      { fetch: () => new Response('{}') },
    );
    const box = await screen.findByRole('textbox', { name: 'ملاحظات' });
    expect(box.textContent).toBe('عطل هنا');
    expect(box.querySelector('a')).toBeNull();
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'data:image/png;base64,AAAA',
    ]);
  });

  it('refuses a link with another scheme, in the page language', async () => {
    renderWithShell(<RichTextEditor label="Notes" value="<p>x</p>" />, {
      locale: 'en',
      fetch: () => new Response('{}'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Link' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Link' }), {
      target: { value: 'ftp://files' },
    });
    await waitFor(() => screen.getByText('Links may only start with http, https, mailto or tel'));
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
