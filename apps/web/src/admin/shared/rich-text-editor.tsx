import './rich-text-editor.css';
import { fileUrl, HttpUrlSchema, isPortalFileUrl } from '@cityip/contracts';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Typography } from 'antd';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { ImageAltDialog } from './image-alt-dialog.js';
import { LinkDialog } from './link-dialog.js';
import { RichTextToolbar } from './rich-text-toolbar.js';
import { acceptOf, fitsSizeLimit, sizeLimitMb, uploadFile } from './upload-file.js';

/** Props of {@link RichTextEditor}; `id`, `value` and `onChange` come from antd's Form.Item. */
export interface RichTextEditorProps {
  id?: string;
  /** HTML; '' for an empty document. */
  value?: string;
  onChange?: (html: string) => void;
  /** Accessible name of the editing area (a label element cannot name a contenteditable div). */
  ariaLabel?: string;
  disabled?: boolean;
}

const isHttpUrl = (url: string) => HttpUrlSchema.safeParse(url).success;

/**
 * Images only from the portal's file store, as the server keeps them (lib/sanitize-html.ts): a
 * foreign image in loaded or pasted HTML is dropped instead of being fetched by the editor.
 */
const PortalImage = Image.extend({
  parseHTML() {
    return [
      { tag: 'img[src]', getAttrs: (element) => (isPortalFileUrl(element.getAttribute('src') ?? '') ? null : false) },
    ];
  },
});

/** Only the formatting the toolbar offers; the server's allow-list sanitises whatever arrives anyway. */
const EXTENSIONS = [
  StarterKit.configure({ heading: { levels: [2, 3] }, link: false, code: false, codeBlock: false }),
  Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: isHttpUrl }),
  PortalImage,
];

/** Where an uploaded image's description starts: its file name without the extension. */
function altOf(name: string): string {
  return name.replace(/\.[^.]+$/, '');
}

/** The open description dialog: the text it starts from and what its answer does. */
interface AltRequest {
  initial: string;
  apply: (alt: string) => void;
}

/**
 * Rich HTML editor of the back office (Tiptap): bold, italic, h2/h3, lists, quotation, http(s)
 * links, images uploaded to the file store with a description (alt text) asked for each, undo/redo.
 * Works as an antd form control.
 */
export function RichTextEditor({ id, value, onChange, ariaLabel, disabled }: RichTextEditorProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What the editor last reported, so a value that merely echoes it does not reset the cursor.
  const emitted = useRef(value ?? '');
  const [linkUrl, setLinkUrl] = useState<string | null>(null);
  const [altRequest, setAltRequest] = useState<AltRequest | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        class: 'rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      // Selection-only and normalising transactions (e.g. the trailing paragraph) change nothing.
      if (html === emitted.current) return;
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const insertLink = (url: string) => {
    setLinkUrl(null);
    if (!editor) return;
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    }
  };

  const insertImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !editor) return;
    if (!fitsSizeLimit(file, 'image')) {
      setError(t('shared.upload.tooLarge', { name: file.name, size: sizeLimitMb('image') }));
      return;
    }
    setError('');
    setUploading(true);
    try {
      const stored = await uploadFile(file, 'image');
      // The image goes in once it is described (or marked decorative); cancelling leaves it out.
      setAltRequest({
        initial: altOf(stored.name),
        apply: (alt) =>
          editor
            .chain()
            .focus()
            .setImage({ src: fileUrl(stored.id), alt })
            .run(),
      });
    } catch (failure) {
      const reason = requestErrorText(failure);
      if (reason) setError(t('shared.upload.failed', { name: file.name, reason }));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="rich-text-editor">
      {editor && (
        <RichTextToolbar
          editor={editor}
          disabled={disabled}
          uploading={uploading}
          onLink={() => setLinkUrl((editor.getAttributes('link').href as string | undefined) ?? '')}
          onImage={() => picker.current?.click()}
          onImageAlt={() =>
            setAltRequest({
              initial: (editor.getAttributes('image').alt as string | undefined) ?? '',
              apply: (alt) => editor.chain().focus().updateAttributes('image', { alt }).run(),
            })
          }
        />
      )}
      <input ref={picker} type="file" style={{ display: 'none' }} accept={acceptOf('image')} onChange={insertImage} />
      <EditorContent editor={editor} />
      <div role="status" style={{ padding: uploading ? '0 12px 8px' : 0 }}>
        {uploading && <Typography.Text type="secondary">{t('shared.editor.imageUploading')}</Typography.Text>}
      </div>
      <div role="alert" style={{ padding: error ? '0 12px 8px' : 0 }}>
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
      </div>
      {linkUrl !== null && <LinkDialog initialUrl={linkUrl} onSubmit={insertLink} onCancel={() => setLinkUrl(null)} />}
      {altRequest && (
        <ImageAltDialog
          initialAlt={altRequest.initial}
          onSubmit={(alt) => {
            setAltRequest(null);
            altRequest.apply(alt);
          }}
          onCancel={() => setAltRequest(null)}
        />
      )}
    </div>
  );
}
