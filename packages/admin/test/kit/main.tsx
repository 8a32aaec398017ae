/**
 * The screen kit's pieces no screen uses yet, mounted on one page for the browser test
 * (test/e2e/kit.test.ts serves this folder with Vite). What each piece hands back is written
 * into the page so the test reads it.
 */
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { z } from "zod";
import { createI18n, I18nProvider, ToastProvider } from "@printshop/ui";
import { translate } from "@printshop/core/messages";
import {
  ConfirmDialog,
  Field,
  FieldMessagesProvider,
  kitResources,
  RichTextEditor,
  SchemaForm,
  SortableList,
  TranslatedField,
  TranslatedInput,
  type TranslatedValue,
} from "@printshop/ui/admin";

const i18n = createI18n(
  {
    pl: { app: {}, ...kitResources.pl },
    en: { app: {}, ...kitResources.en },
    de: { app: {}, ...kitResources.de },
  },
  "en",
);

const Page = z.object({
  slug: z.string().trim().min(1).max(20),
  title: z.object({ pl: z.string().trim().min(1), en: z.string(), de: z.string() }),
});

function Kit() {
  const [text, setText] = useState<TranslatedValue>({ pl: "Etykiety" });
  const [order, setOrder] = useState<string[]>([]);
  const [html, setHtml] = useState("<p>Hello</p>");
  const [saved, setSaved] = useState("");
  const [open, setOpen] = useState(false);
  const [attempts, setAttempts] = useState(0);
  return (
    <>
      <section aria-label="translated">
        <TranslatedInput label="Name" value={text} onChange={setText} />
        <output data-testid="translated">{JSON.stringify(text)}</output>
      </section>
      <section aria-label="sortable">
        <SortableList
          label="Products"
          items={[
            { id: "a", name: "Alpha" },
            { id: "b", name: "Beta" },
            { id: "c", name: "Gamma" },
          ]}
          render={(i) => <span>{i.name}</span>}
          onSave={async (ids) => setOrder(ids)}
        />
        <output data-testid="order">{order.join(",")}</output>
      </section>
      <section aria-label="editor">
        <RichTextEditor label="Body" value={html} onChange={setHtml} height={500} />
        <output data-testid="html">{html}</output>
      </section>
      <section aria-label="form">
        <SchemaForm
          schema={Page}
          defaultValues={{ slug: "", title: { pl: "", en: "", de: "" } }}
          submitLabel="Save page"
          label="Page"
          onSubmit={async (values) => {
            if (values.slug === "taken")
              throw {
                message: "Check the marked fields.",
                data: {
                  code: "input.invalid",
                  fields: [{ field: "slug", message: "This address is taken." }],
                },
              };
            setSaved(JSON.stringify(values));
          }}
        >
          <Field name="slug" label="Address" />
          <TranslatedField name="title" label="Title" layout="side" />
        </SchemaForm>
        <output data-testid="saved">{saved}</output>
      </section>
      <section aria-label="dialog">
        <button type="button" onClick={() => setOpen(true)}>
          Remove thing
        </button>
        <ConfirmDialog
          open={open}
          title="Remove the thing?"
          message="It goes for good."
          onConfirm={async () => {
            setAttempts((n) => n + 1);
            if (attempts === 0)
              throw { message: "Someone saved it in between.", data: { code: "conflict.stale" } };
          }}
          onClose={() => setOpen(false)}
        />
        <output data-testid="attempts">{attempts}</output>
      </section>
    </>
  );
}

createRoot(document.getElementById("app")!).render(
  <I18nProvider i18n={i18n}>
    <ToastProvider>
      <FieldMessagesProvider value={(code) => translate(`field.${code}`, "en")}>
        <Kit />
      </FieldMessagesProvider>
    </ToastProvider>
  </I18nProvider>,
);
