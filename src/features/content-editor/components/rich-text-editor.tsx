// A rich-text field's editor (Tiptap over ProseMirror): headings H2–H4, bold, italic, links, bulleted and
// numbered lists, quotes, tables and pictures of this site (/media/…, typed or chosen from the media library),
// and nothing else — its schema drops whatever else a paste from Word or Google Docs brings (styles, fonts,
// scripts), and the server cleans the HTML again on save. Its value is HTML. Loaded only when a form has such
// a field (content-rich-text-input).
import { TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

import { encodeLink, isLink, linkProblem } from '@common/links';
import { fromOffice } from '@common/office-paste';

import { MediaPicker } from '@/components/staff-frame/media-picker';

import './rich-text-editor.scss';

export interface RichTextEditorProps {
  id: string;
  /** The id of the field's label: the editing area is named by it. */
  labelId: string;
  /** Ids of the help and message under the field. */
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
}

/** A picture of this site: its media library's addresses. */
const PICTURE = /^\/media\/[^\s"<>]+$/;

type Asking = { what: 'link' | 'picture'; address: string; alt: string; message: string } | undefined;

function Tool({ label, active, onClick, disabled }: { label: string; active?: boolean; onClick: () => void; disabled?: boolean }) {
  return (
    <Button
      size="sm"
      variant={active ? 'secondary' : 'outline-secondary'}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // The editing area keeps its selection: a press does not take focus from it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

function Toolbar({ editor, id, onAsk }: { editor: Editor; id: string; onAsk: (asking: Asking) => void }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: now }) => ({
      h2: now.isActive('heading', { level: 2 }),
      h3: now.isActive('heading', { level: 3 }),
      h4: now.isActive('heading', { level: 4 }),
      bold: now.isActive('bold'),
      italic: now.isActive('italic'),
      link: now.isActive('link'),
      bullets: now.isActive('bulletList'),
      numbers: now.isActive('orderedList'),
      quote: now.isActive('blockquote'),
      table: now.isActive('table'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
      <Tool label="H2" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} />
      <Tool label="H3" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} />
      <Tool label="H4" active={state.h4} onClick={() => chain().toggleHeading({ level: 4 }).run()} />
      <Tool label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()} />
      <Tool label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()} />
      <Tool
        label="Link"
        active={state.link}
        onClick={() => onAsk({ what: 'link', address: String(editor.getAttributes('link').href ?? ''), alt: '', message: '' })}
      />
      <Tool label="Bulleted list" active={state.bullets} onClick={() => chain().toggleBulletList().run()} />
      <Tool label="Numbered list" active={state.numbers} onClick={() => chain().toggleOrderedList().run()} />
      <Tool label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()} />
      {state.table ? (
        <>
          <Tool label="Add row" onClick={() => chain().addRowAfter().run()} />
          <Tool label="Add column" onClick={() => chain().addColumnAfter().run()} />
          <Tool label="Remove table" onClick={() => chain().deleteTable().run()} />
        </>
      ) : (
        <Tool label="Table" onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()} />
      )}
      <Tool label="Picture" onClick={() => onAsk({ what: 'picture', address: '', alt: '', message: '' })} />
    </div>
  );
}

export function RichTextEditor({ id, labelId, describedBy, value, onChange, invalid }: RichTextEditorProps) {
  const [asking, setAsking] = useState<Asking>();
  const [picking, setPicking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: false, isAllowedUri: (url) => isLink(url, 'page-or-https') },
      }),
      Table,
      TableRow,
      TableHeader,
      TableCell,
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        class: `rich-text__area form-control${invalid ? ' is-invalid' : ''}`,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      // Word's lists as lists (common/office-paste.ts); pictures only from this site's media: one from elsewhere is dropped.
      transformPastedHTML: (html) => fromOffice(html).replace(/<img\b[^>]*>/gi, (tag) => (/\bsrc="\/media\//i.test(tag) ? tag : '')),
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value set from outside (what was kept, their version taken): the editor shows it.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (value !== shown) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const apply = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!asking) return;
    const address = asking.address.trim();
    if (asking.what === 'link') {
      if (address === '') {
        editor.chain().focus().extendMarkRange('link').unsetLink().run();
        return setAsking(undefined);
      }
      // A typed link is held to the rule of the menus' and buttons' links, and kept as the server will store it.
      const problem = linkProblem(address, 'page-or-https');
      if (problem) return setAsking({ ...asking, message: `The link ${problem}.` });
      // The caret goes after the link, as in a word processor: what is typed next follows it rather than
      // replacing the linked words still selected.
      editor
        .chain()
        .focus()
        .extendMarkRange('link')
        .setLink({ href: encodeLink(address) })
        .command(({ tr }) => {
          tr.setSelection(TextSelection.create(tr.doc, tr.selection.to)).removeStoredMark(editor.schema.marks.link!);
          return true;
        })
        .run();
    } else {
      if (!PICTURE.test(address))
        return setAsking({ ...asking, message: 'The picture must be one of this site’s, such as /media/photo.webp.' });
      editor.chain().focus().setImage({ src: address, alt: asking.alt.trim() }).run();
    }
    setAsking(undefined);
  };
  const cancel = () => {
    setAsking(undefined);
    editor.commands.focus();
  };
  /** Enter in the address applies it (the item's form is not sent); Escape goes back to the text (the dialog stays open). */
  const onAskKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(event);
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      cancel();
    }
  };
  // The address takes focus when it is asked for.
  const addressRef = useRef<HTMLInputElement>(null);
  const askingWhat = asking?.what;
  useEffect(() => {
    if (askingWhat) addressRef.current?.focus();
  }, [askingWhat]);

  return (
    <div className={`rich-text${invalid ? ' is-invalid' : ''}`}>
      <Toolbar editor={editor} id={id} onAsk={setAsking} />
      {asking && (
        // Not a <form>: it sits inside the item's form. Enter in its fields applies it.
        <div className="rich-text__ask" role="group" aria-label={asking.what === 'link' ? 'Link' : 'Picture'}>
          <Form.Group controlId={`${id}-address`}>
            <Form.Label>{asking.what === 'link' ? 'Link address (empty removes the link)' : 'Picture address'}</Form.Label>
            <Form.Control
              ref={addressRef}
              onKeyDown={onAskKey}
              value={asking.address}
              placeholder={asking.what === 'link' ? '/contact or https://…' : '/media/…'}
              isInvalid={Boolean(asking.message)}
              aria-describedby={asking.message ? `${id}-ask-message` : undefined}
              onChange={(event) => setAsking({ ...asking, address: event.target.value, message: '' })}
            />
          </Form.Group>
          {asking.what === 'picture' && (
            <>
              <Button size="sm" variant="outline-primary" className="mt-2" onClick={() => setPicking(true)}>
                Choose from library
              </Button>
              {picking && (
                <MediaPicker
                  show
                  onCancel={() => {
                    setPicking(false);
                    addressRef.current?.focus();
                  }}
                  onChoose={({ url, alt }) => {
                    setPicking(false);
                    // The library's description, unless one is typed already.
                    setAsking({ ...asking, address: url, alt: asking.alt.trim() ? asking.alt : alt, message: '' });
                    addressRef.current?.focus();
                  }}
                />
              )}
            </>
          )}
          {asking.what === 'picture' && (
            <Form.Group controlId={`${id}-alt`}>
              <Form.Label>Picture description (alt text)</Form.Label>
              <Form.Control
                value={asking.alt}
                onKeyDown={onAskKey}
                onChange={(event) => setAsking({ ...asking, alt: event.target.value })}
              />
            </Form.Group>
          )}
          {asking.message && (
            <div id={`${id}-ask-message`} className="invalid-feedback d-block">
              {asking.message}
            </div>
          )}
          <div className="rich-text__ask-actions">
            <Button size="sm" onClick={apply}>
              {asking.what === 'link' ? 'Set link' : 'Add picture'}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={cancel}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
