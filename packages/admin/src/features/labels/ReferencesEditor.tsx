import { useEffect, useState } from "react";
import { useToast, useTranslation } from "@printshop/ui";
import { useUnsavedChanges } from "@printshop/ui/form";
import type { LabelSettings } from "@printshop/core/pricing/labels";
import type { ReferenceConfig } from "@printshop/core/labels/settings-schema";
import { trpc } from "../../trpc";
import { toNumber } from "./fields";
import { NS } from "./texts";

/** The stored reference configurations: name, size, quantity, material, application (the rest at the defaults). */
export function ReferencesEditor(props: {
  settings: LabelSettings;
  references: ReferenceConfig[];
  version: number;
}) {
  const { t, i18n } = useTranslation(NS);
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.admin.labels.saveReferences.useMutation({ onError: () => undefined });
  const [refs, setRefs] = useState(props.references);
  const [error, setError] = useState<{ message: string; fields: { message: string }[] } | null>(
    null,
  );
  useEffect(() => setRefs(props.references), [props.references]);
  // From Save until the saved references are back from the server: not "unsaved" any more.
  const [saving, setSaving] = useState(false);
  // References edited and not saved: leaving the screen asks first.
  useUnsavedChanges(JSON.stringify(refs) !== JSON.stringify(props.references) && !saving);
  const set = (i: number, patch: Partial<ReferenceConfig["input"]> & { name?: string }) =>
    setRefs(
      refs.map((r, j) =>
        j === i
          ? {
              ...r,
              name: patch.name ?? r.name,
              input: {
                ...r.input,
                ...patch,
                ...(patch.application === 1 ? { winding: r.input.winding || 1 } : {}),
              },
            }
          : r,
      ),
    );
  const lang = i18n.language as "pl" | "en" | "de";
  return (
    <section aria-labelledby="refs-title">
      <h2 id="refs-title">{t("references.title")}</h2>
      <table className="items">
        <thead>
          <tr>
            {(["name", "width", "height", "quantity", "material", "application"] as const).map(
              (k) => (
                <th key={k} scope="col">
                  {t(`references.${k}`)}
                </th>
              ),
            )}
            <td />
          </tr>
        </thead>
        <tbody>
          {refs.map((r, i) => (
            <tr key={r.id}>
              <td>
                <input
                  aria-label={`${t("references.name")} ${i + 1}`}
                  value={r.name}
                  onChange={(e) => set(i, { name: e.target.value })}
                />
              </td>
              {(["width", "height", "quantity"] as const).map((k) => (
                <td key={k}>
                  <input
                    aria-label={`${t(`references.${k}`)} ${r.name}`}
                    inputMode="numeric"
                    defaultValue={r.input[k]}
                    onChange={(e) => set(i, { [k]: toNumber(e.target.value) as number })}
                  />
                </td>
              ))}
              <td>
                <select
                  aria-label={`${t("references.material")} ${r.name}`}
                  value={r.input.material}
                  onChange={(e) => set(i, { material: Number(e.target.value) })}
                >
                  {props.settings.materials.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.title[lang] ?? m.id}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  aria-label={`${t("references.application")} ${r.name}`}
                  value={r.input.application}
                  onChange={(e) => set(i, { application: Number(e.target.value) })}
                >
                  {props.settings.application.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.title[lang] ?? a.id}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <button
                  type="button"
                  className="danger"
                  onClick={() => setRefs(refs.filter((_, j) => j !== i))}
                >
                  {t("references.remove")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        onClick={() =>
          setRefs([
            ...refs,
            {
              id: `ref-${Date.now().toString(36)}`,
              name: `#${refs.length + 1}`,
              input: {
                ...(refs[0]?.input ?? {
                  width: 50,
                  height: 50,
                  quantity: 500,
                  material: 1,
                  print: 1,
                  enrichment: 1,
                  application: 0,
                  diameter: 76,
                  gap: 4,
                  winding: 0,
                }),
              },
            },
          ])
        }
      >
        {t("references.add")}
      </button>{" "}
      <button
        type="button"
        disabled={saving}
        onClick={async () => {
          setError(null);
          setSaving(true);
          try {
            await save.mutateAsync({ version: props.version, references: refs });
            toast.info(t("references.saved"));
            await Promise.all([utils.admin.labels.invalidate(), utils.admin.audit.invalidate()]);
          } catch (e) {
            const err = e as { message: string; data?: { fields?: { message: string }[] } };
            setError({ message: err.message, fields: err.data?.fields ?? [] });
          } finally {
            setSaving(false);
          }
        }}
      >
        {t("references.save")}
      </button>
      {error && (
        <div role="alert" className="form-error">
          <p>{error.message}</p>
          <ul>
            {error.fields.map((f, i) => (
              <li key={i}>{f.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
