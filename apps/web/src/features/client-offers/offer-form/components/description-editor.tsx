import '@mantine/tiptap/styles.css';
import { Group, Input, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { type Editor, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CounterTone, descriptionCounter, normalizedDescription } from '../rules/description.rules';

const TONE_COLOR: Record<CounterTone, string> = { normal: 'dimmed', low: 'orange.9', over: 'red.8' };

/**
 * How often typing reaches the form. Each report re-renders the whole offer form (six sections): per keystroke
 * that was 37 ms a character on a fast desktop and 200 ms on a 4x slower phone, so typing lagged.
 */
const DESCRIPTION_REPORT_MS = 250;

const htmlByDocument = new WeakMap<object, string>();

/** The editor's text as the form keeps it, serialised once per state of the document (the form and the counter both read it). */
function htmlOf(editor: Editor): string {
  const document = editor.state.doc;
  let html = htmlByDocument.get(document);
  if (html === undefined) {
    html = normalizedDescription(editor.getHTML());
    htmlByDocument.set(document, html);
  }
  return html;
}

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
  // What the form holds (`sent`) and what the editor holds (`latest`): typing reaches the form at once, then at most
  // every DESCRIPTION_REPORT_MS, and whole on blur and on submit; a value from outside that is not one the editor
  // sent (a reset) is loaded.
  const sent = useRef(value);
  const latest = useRef(value);
  const ticker = useRef<ReturnType<typeof setInterval> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const report = useCallback(() => {
    if (latest.current === sent.current) return false;
    sent.current = latest.current;
    onChangeRef.current(latest.current);
    return true;
  }, []);
  const stopTicker = useCallback(() => {
    if (ticker.current !== null) clearInterval(ticker.current);
    ticker.current = null;
  }, []);
  const typed = useCallback(
    (html: string) => {
      latest.current = html;
      if (ticker.current !== null) return;
      report();
      ticker.current = setInterval(() => {
        if (!report()) stopTicker();
      }, DESCRIPTION_REPORT_MS);
    },
    [report, stopTicker],
  );
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: false, code: false, codeBlock: false, blockquote: false, horizontalRule: false, strike: false, link: false }),
      Link.configure({ openOnClick: false }),
    ],
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: current }) => typed(htmlOf(current)),
    onBlur: () => report(),
  });
  // StrictMode and remounts destroy editors; a destroyed one is left alone.
  const live = editor !== null && !editor.isDestroyed ? editor : null;

  useEffect(() => {
    live?.setEditable(!disabled);
  }, [live, disabled]);

  useEffect(() => {
    if (!live || value === sent.current) return;
    stopTicker();
    sent.current = value;
    latest.current = value;
    live.commands.setContent(value, { emitUpdate: false });
  }, [live, value, stopTicker]);

  // A save reads the form as its submit starts (a tap on a phone need not move the focus out of the editor).
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = wrapper.current?.closest('form');
    form?.addEventListener('submit', report, { capture: true });
    return () => {
      form?.removeEventListener('submit', report, { capture: true });
      stopTicker();
      report();
    };
  }, [report, stopTicker]);

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

  return (
    <Input.Wrapper ref={wrapper} label={label} error={error} errorProps={{ id: errorId }}>
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
        <DescriptionCounter id={counterId} editor={live} value={value} />
      </Group>
    </Input.Wrapper>
  );
}

/** The characters left: it alone re-renders as the text changes, not the editor and its toolbar around it. */
function DescriptionCounter({ id, editor, value }: { id: string; editor: Editor | null; value: string }) {
  const { t } = useTranslation('clientOffers');
  const typed = useEditorState({ editor, selector: ({ editor: current }) => (current ? descriptionCounter(htmlOf(current)) : null) });
  const counter = typed ?? descriptionCounter(value);
  return (
    <Text id={id} size="sm" c={TONE_COLOR[counter.tone]} fw={counter.tone === 'normal' ? 400 : 600} data-tone={counter.tone}>
      {t('form.description.remaining', { remaining: counter.remaining })}
    </Text>
  );
}
