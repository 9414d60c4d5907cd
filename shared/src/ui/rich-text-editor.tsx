import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Popover, Space, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  isAllowedImageSource,
  isAllowedLink,
  RICH_TEXT_UNDO_DEPTH,
  RICH_TEXT_UNDO_GROUP_MS,
} from '../contracts/rich-text';
import { useUiText } from './ui-texts';

/** Images only from http, https or data sources: anything else is not even parsed in. */
const SafeImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isAllowedImageSource(element.getAttribute('src') ?? '') ? {} : false),
      },
    ];
  },
}).configure({ allowBase64: true });

/** The editor's extensions, with the spec's rules: link schemes, image sources, undo grouping and depth. */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      undoRedo: { depth: RICH_TEXT_UNDO_DEPTH, newGroupDelay: RICH_TEXT_UNDO_GROUP_MS },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    SafeImage,
  ];
}

export interface RichTextEditorProps {
  /** HTML; the API sanitises it again with the same allow-list. */
  value?: string;
  onChange?(html: string): void;
  /** Accessible name of the editing area. */
  label: string;
  /** Set by antd's Form.Item. */
  id?: string;
  minHeight?: number;
}

function LinkButton({ editor }: { editor: NonNullable<ReturnType<typeof useEditor>> }) {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const invalid = href.trim() !== '' && !isAllowedLink(href);
  const apply = () => {
    if (invalid) return;
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim() === '') chain.unsetLink().run();
    else chain.setLink({ href: href.trim() }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      trigger="click"
      content={
        <Space orientation="vertical">
          <Input
            dir="ltr"
            aria-label={t('editor.link')}
            placeholder={t('editor.linkPlaceholder')}
            value={href}
            status={invalid ? 'error' : undefined}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={apply}
          />
          {invalid ? <Typography.Text type="danger">{t('editor.linkInvalid')}</Typography.Text> : null}
          <Space>
            <Button type="primary" size="small" onClick={apply} disabled={invalid}>
              {t('editor.linkApply')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setHref('');
                editor.chain().focus().unsetLink().run();
                setOpen(false);
              }}
            >
              {t('editor.linkRemove')}
            </Button>
          </Space>
        </Space>
      }
    >
      <Tooltip title={t('editor.link')}>
        <Button
          type={editor.isActive('link') ? 'primary' : 'text'}
          icon={<LinkOutlined />}
          aria-label={t('editor.link')}
        />
      </Tooltip>
    </Popover>
  );
}

/**
 * Rich text as a form value (tiptap): bold, italic, lists, links (http, https, mailto, tel) and
 * images (http, https, data); undo groups changes within 1000 ms and keeps 100 steps. Follows
 * the page direction; the finance remote reuses it for package descriptions.
 */
export function RichTextEditor({ value = '', onChange, label, id, minHeight = 160 }: RichTextEditorProps) {
  const t = useUiText();
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        style: `min-height:${minHeight}px;padding:8px 12px;outline:none`,
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  // A value set from outside (a form reset, a reloaded record) replaces the content.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  const tool = (
    key: 'bold' | 'italic' | 'bulletList' | 'orderedList',
    icon: React.ReactNode,
    run: () => void,
  ) => (
    <Tooltip title={t(`editor.${key}`)}>
      <Button
        type={state?.[key] ? 'primary' : 'text'}
        aria-pressed={state?.[key] ?? false}
        aria-label={t(`editor.${key}`)}
        icon={icon}
        onClick={run}
      />
    </Tooltip>
  );
  return (
    <div style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 8 }}>
      <Space
        role="toolbar"
        aria-label={t('editor.toolbar')}
        size={2}
        wrap
        style={{
          padding: 4,
          borderBlockEnd: '1px solid var(--ant-color-border-secondary, #f0f0f0)',
          inlineSize: '100%',
        }}
      >
        {tool('bold', <BoldOutlined />, () => editor.chain().focus().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, () => editor.chain().focus().toggleItalic().run())}
        {tool('bulletList', <UnorderedListOutlined />, () => editor.chain().focus().toggleBulletList().run())}
        {tool('orderedList', <OrderedListOutlined />, () => editor.chain().focus().toggleOrderedList().run())}
        <LinkButton editor={editor} />
        <Tooltip title={t('editor.undo')}>
          <Button
            type="text"
            icon={<UndoOutlined />}
            aria-label={t('editor.undo')}
            disabled={!state?.canUndo}
            onClick={() => editor.chain().focus().undo().run()}
          />
        </Tooltip>
        <Tooltip title={t('editor.redo')}>
          <Button
            type="text"
            icon={<RedoOutlined />}
            aria-label={t('editor.redo')}
            disabled={!state?.canRedo}
            onClick={() => editor.chain().focus().redo().run()}
          />
        </Tooltip>
      </Space>
      <EditorContent editor={editor} />
    </div>
  );
}
