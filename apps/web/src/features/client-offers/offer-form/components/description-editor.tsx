import '@mantine/tiptap/styles.css';
import { Group, Input, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CounterTone, descriptionCounter, normalizedDescription } from '../rules/description.rules';

const TONE_COLOR: Record<CounterTone, string> = { normal: 'dimmed', low: 'orange.9', over: 'red.8' };

interface DescriptionEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  error?: string;
}

/**
 * The offer description: rich text limited to what the server keeps (paragraphs, bold, italic,
 * underline, lists, links) with the live count of the 5,000 characters left once the markup is
 * stripped (low under 50, negative when over).
 */
export function DescriptionEditor({ label, value, onChange, disabled = false, error }: DescriptionEditorProps) {
  const { t } = useTranslation('clientOffers');
  const counterId = useId();
  const errorId = useId();
  // The HTML the editor last reported: a different value comes from outside (a reset) and is loaded.
  const reported = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false, link: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => {
      reported.current = normalizedDescription(current.getHTML());
      onChange(reported.current);
    },
  });
  // StrictMode and remounts destroy editors; a destroyed one is left alone.
  const live = editor !== null && !editor.isDestroyed ? editor : null;

  useEffect(() => {
    live?.setEditable(!disabled);
  }, [live, disabled]);

  useEffect(() => {
    if (!live || value === reported.current) return;
    reported.current = value;
    live.commands.setContent(value, { emitUpdate: false });
  }, [live, value]);

  useEffect(() => {
    live?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          'aria-invalid': error ? 'true' : 'false',
          'aria-describedby': error ? `${counterId} ${errorId}` : counterId,
        },
      },
    });
  }, [live, label, error, counterId, errorId]);

  const counter = descriptionCounter(value);
  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }}>
      <RichTextEditor
        editor={editor}
        mt={4}
        labels={{
          boldControlLabel: t('form.editor.bold'),
          italicControlLabel: t('form.editor.italic'),
          underlineControlLabel: t('form.editor.underline'),
          bulletListControlLabel: t('form.editor.bulletList'),
          orderedListControlLabel: t('form.editor.orderedList'),
          linkControlLabel: t('form.editor.link'),
          unlinkControlLabel: t('form.editor.unlink'),
          clearFormattingControlLabel: t('form.editor.clearFormatting'),
          undoControlLabel: t('form.editor.undo'),
          redoControlLabel: t('form.editor.redo'),
          linkEditorInputLabel: t('form.editor.linkAddress'),
          linkEditorInputPlaceholder: t('form.editor.linkPlaceholder'),
          linkEditorExternalLink: t('form.editor.linkNewTab'),
          linkEditorInternalLink: t('form.editor.linkSameTab'),
          linkEditorSave: t('form.editor.linkSave'),
        }}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        {disabled ? null : (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.ClearFormatting />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
      <Group justify="flex-end" mt={4}>
        <Text id={counterId} size="sm" c={TONE_COLOR[counter.tone]} fw={counter.tone === 'normal' ? 400 : 600} data-tone={counter.tone}>
          {t('form.description.remaining', { remaining: counter.remaining })}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
