import { type Editor, useEditorState } from '@tiptap/react';
import { Button, Divider, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

interface ToolbarProps {
  editor: Editor;
  disabled?: boolean;
  uploading: boolean;
  onLink: () => void;
  onImage: () => void;
  /** Edits the description of the selected image. */
  onImageAlt: () => void;
}

interface ToolSpec {
  key: string;
  /** Short visual glyph; the accessible name is the translated label, which starts with it (label in name). */
  glyph: string;
  run: (editor: Editor) => void;
  /** Mark or node whose activity the button shows as pressed. */
  active?: [string, Record<string, unknown>?];
}

const chain = (editor: Editor) => editor.chain().focus();

const FORMAT_TOOLS: ToolSpec[] = [
  { key: 'bold', glyph: 'B', run: (e) => chain(e).toggleBold().run(), active: ['bold'] },
  { key: 'italic', glyph: 'I', run: (e) => chain(e).toggleItalic().run(), active: ['italic'] },
  {
    key: 'heading2',
    glyph: 'H2',
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: ['heading', { level: 2 }],
  },
  {
    key: 'heading3',
    glyph: 'H3',
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: ['heading', { level: 3 }],
  },
  { key: 'bulletList', glyph: '•', run: (e) => chain(e).toggleBulletList().run(), active: ['bulletList'] },
  { key: 'orderedList', glyph: '1.', run: (e) => chain(e).toggleOrderedList().run(), active: ['orderedList'] },
  { key: 'blockquote', glyph: '“', run: (e) => chain(e).toggleBlockquote().run(), active: ['blockquote'] },
];

/** The editor's formatting toolbar: toggles report their state with aria-pressed. */
export function RichTextToolbar({ editor, disabled, uploading, onLink, onImage, onImageAlt }: ToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: FORMAT_TOOLS.map((tool) => (tool.active ? current.isActive(...tool.active) : false)),
      link: current.isActive('link'),
      image: current.isActive('image'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  const button = (
    key: string,
    glyph: string,
    onClick: () => void,
    extra: { pressed?: boolean; off?: boolean } = {},
  ) => (
    <Button
      key={key}
      size="small"
      type={extra.pressed ? 'primary' : 'text'}
      aria-label={t(`shared.editor.${key}`)}
      title={t(`shared.editor.${key}`)}
      aria-pressed={extra.pressed}
      disabled={disabled || extra.off}
      onClick={onClick}
    >
      <span aria-hidden="true">{glyph}</span>
    </Button>
  );

  return (
    <Flex role="toolbar" aria-label={t('shared.editor.toolbar')} wrap gap={2} className="rich-text-toolbar">
      {FORMAT_TOOLS.map((tool, index) =>
        button(tool.key, tool.glyph, () => tool.run(editor), { pressed: state.active[index] ?? false }),
      )}
      <Divider orientation="vertical" />
      {/* Words, not emoji: the official-site fonts have no emoji glyphs. */}
      {button('link', t('shared.editor.glyph.link'), onLink)}
      {button(
        'unlink',
        t('shared.editor.glyph.unlink'),
        () => chain(editor).extendMarkRange('link').unsetLink().run(),
        {
          off: !state.link,
        },
      )}
      {button('image', t('shared.editor.glyph.image'), onImage, { off: uploading })}
      {button('imageAlt', t('shared.editor.glyph.imageAlt'), onImageAlt, { off: !state.image })}
      <Divider orientation="vertical" />
      {button('undo', '↶', () => chain(editor).undo().run(), { off: !state.canUndo })}
      {button('redo', '↷', () => chain(editor).redo().run(), { off: !state.canRedo })}
    </Flex>
  );
}
