import colorSwatch from '@mantine/core/styles/ColorSwatch.css?inline';
import colorPicker from '@mantine/core/styles/ColorPicker.css?inline';
import typography from '@mantine/core/styles/Typography.css?inline';
import tiptap from '@mantine/tiptap/styles.css?inline';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { addStylesheet } from '../lib/inline-stylesheet';

// Loaded on demand: its stylesheets come inside this chunk (lib/inline-stylesheet.ts).
addStylesheet(colorSwatch, colorPicker, typography, tiptap);

interface RichTextFieldProps {
  initialHtml: string;
  /** The text box's accessible name. */
  label?: string;
  onChange: (html: string, visibleLength: number) => void;
  invalid?: boolean;
  describedBy?: string;
  /** The text shows but does not take typing (a listing tool the caller may only look at). */
  readOnly?: boolean;
}

const labels = {
  boldControlLabel: 'Negrita',
  italicControlLabel: 'Cursiva',
  bulletListControlLabel: 'Lista con viñetas',
  orderedListControlLabel: 'Lista numerada',
  linkControlLabel: 'Enlace',
  unlinkControlLabel: 'Quitar enlace',
  linkEditorInputLabel: 'Dirección del enlace',
  linkEditorInputPlaceholder: 'https://ejemplo.com/',
  linkEditorExternalLink: 'Abrir en una pestaña nueva',
  linkEditorInternalLink: 'Abrir en la misma pestaña',
  linkEditorSave: 'Guardar',
};

/**
 * Rich text with bold, italic, lists and links: the listing's description and a customer's notes.
 * `onChange` gets the HTML and its visible length (the length the server's limits count).
 * Heavy (Tiptap): load it with `lazy()` where it is used, only when the agent writes.
 */
export function RichTextField({ initialHtml, label = 'Descripción', onChange, invalid, describedBy, readOnly = false }: RichTextFieldProps) {
  const editor = useEditor({
    editable: !readOnly,
    extensions: [StarterKit.configure({ link: false, heading: false, code: false, codeBlock: false, blockquote: false }), Link],
    content: initialHtml,
    editorProps: {
      attributes: {
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML(), current.getText().trim().length),
  });

  useEffect(() => () => editor?.destroy(), [editor]);
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  return (
    <RichTextEditor
      editor={editor}
      labels={labels}
      style={invalid ? { borderColor: 'var(--mantine-color-error)' } : undefined}
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={160} />
    </RichTextEditor>
  );
}
