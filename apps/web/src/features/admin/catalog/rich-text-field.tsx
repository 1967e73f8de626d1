'use client';

import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';

/**
 * A product description edited as formatted text (TipTap), handed to the form as HTML on each
 * change ('' when empty). The editor offers only what the shop's sanitiser keeps (paragraphs, bold,
 * italic, h3, lists, links); the server sanitises again whatever arrives.
 */
const extensions = [
  StarterKit.configure({
    heading: { levels: [3] },
    code: false,
    codeBlock: false,
    blockquote: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['https', 'mailto'] },
  }),
];

const buttonClass =
  'rounded-md border border-line bg-white px-2.5 py-1 text-xs font-semibold text-ink hover:bg-blush aria-pressed:bg-brand aria-pressed:text-white disabled:opacity-40';

export function RichTextField({
  label,
  defaultValue,
  onChange,
  rtl = false,
}: {
  label: string;
  defaultValue: string;
  onChange: (html: string) => void;
  rtl?: boolean;
}) {
  const labelId = useId();
  const editor = useEditor({
    extensions,
    content: defaultValue,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        dir: rtl ? 'rtl' : 'ltr',
        ...(rtl ? { lang: 'ar' } : {}),
        class:
          '[&_a]:underline [&_h3]:text-base [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:ps-5 [&_p]:my-1 [&_ul]:list-disc [&_ul]:ps-5 min-h-32 rounded-b-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-brand',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bullets: current?.isActive('bulletList') ?? false,
      numbers: current?.isActive('orderedList') ?? false,
    }),
  });
  const tools = [
    { key: 'bold', text: 'Bold', on: active?.bold, run: () => editor?.chain().focus().toggleBold().run() },
    { key: 'italic', text: 'Italic', on: active?.italic, run: () => editor?.chain().focus().toggleItalic().run() },
    {
      key: 'heading',
      text: 'Heading',
      on: active?.heading,
      run: () => editor?.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      text: 'Bullet list',
      on: active?.bullets,
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      text: 'Numbered list',
      on: active?.numbers,
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ];
  return (
    <div>
      <span id={labelId} className="text-xs font-medium text-muted">
        {label}
      </span>
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        className="mt-1 flex flex-wrap gap-1 rounded-t-lg border border-b-0 border-line bg-cream p-1.5"
      >
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={buttonClass}
            aria-pressed={tool.on ?? false}
            disabled={!editor}
            onClick={tool.run}
          >
            {tool.text}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
