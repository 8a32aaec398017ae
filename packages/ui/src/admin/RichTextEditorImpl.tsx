import { useTranslation } from "../i18n-react";
import { useEffect, useRef, useState } from "react";
import { EchoFilter } from "./echo";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { messageOf } from "../errors";

/** Puts one image file somewhere public and answers its URL. */
export type ImageUpload = (file: File) => Promise<string>;

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  height?: 200 | 500;
  upload?: ImageUpload;
}

export default function RichTextEditorImpl(props: RichTextEditorProps) {
  const { t } = useTranslation("kit");
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  // The HTML this editor handed out: a value equal to one of them is our own echo, however late
  // it comes back (comparing with the editor's current HTML, or only with the last value handed
  // out, would undo keys typed while it was on its way, and reset the caret).
  const echo = useRef<EchoFilter | null>(null);
  echo.current ??= new EchoFilter(props.value);
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: props.value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        "aria-label": props.label,
        role: "textbox",
        "aria-multiline": "true",
        class: "rich-text-content",
      },
    },
    onUpdate: ({ editor }) => {
      const html = editor.getHTML();
      echo.current?.emitted(html);
      onChange.current(html);
    },
  });
  // A new value from outside (another record loaded) replaces the content; our own echo does not.
  useEffect(() => {
    if (!editor || echo.current?.isEcho(props.value)) return;
    if (props.value !== editor.getHTML())
      editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const addImage = async (file: File) => {
    if (!props.upload || !editor) return;
    setUploading(true);
    setError(null);
    try {
      const src = await props.upload(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (e) {
      setError(messageOf(e, t));
    } finally {
      setUploading(false);
    }
  };
  if (!editor) return null;
  return (
    <div className="rich-text">
      <div role="toolbar" aria-label={t("editor.toolbar")}>
        <Tool
          editor={editor}
          label={t("editor.bold")}
          active="bold"
          run={(e) => e.chain().focus().toggleBold().run()}
          text="B"
        />
        <Tool
          editor={editor}
          label={t("editor.italic")}
          active="italic"
          run={(e) => e.chain().focus().toggleItalic().run()}
          text="I"
        />
        <Tool
          editor={editor}
          label={t("editor.heading")}
          active="heading"
          run={(e) => e.chain().focus().toggleHeading({ level: 2 }).run()}
          text="H2"
        />
        <Tool
          editor={editor}
          label={t("editor.bullets")}
          active="bulletList"
          run={(e) => e.chain().focus().toggleBulletList().run()}
          text="•"
        />
        <Tool
          editor={editor}
          label={t("editor.numbers")}
          active="orderedList"
          run={(e) => e.chain().focus().toggleOrderedList().run()}
          text="1."
        />
        {props.upload ? (
          <>
            <button type="button" onClick={() => fileInput.current?.click()} disabled={uploading}>
              {uploading ? t("editor.uploading") : t("editor.image")}
            </button>
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              hidden
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void addImage(file);
              }}
            />
          </>
        ) : null}
      </div>
      <EditorContent editor={editor} style={{ height: props.height ?? 200, overflowY: "auto" }} />
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Tool(props: {
  editor: Editor;
  label: string;
  active: string;
  text: string;
  run: (e: Editor) => void;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.editor.isActive(props.active)}
      onClick={() => props.run(props.editor)}
    >
      {props.text}
    </button>
  );
}
