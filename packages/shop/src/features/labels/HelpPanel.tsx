import { useTranslation } from "@printshop/ui";
import { useId, useState } from "react";
import "./texts";

export const HELP_TOPICS = [
  "application",
  "winding",
  "sheeting",
  "prototype",
  "personalization",
] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** A click-to-open help text of the seed (one of five topics), in the page's language. */
export function HelpPanel({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation("labels");
  const [open, setOpen] = useState(false);
  const id = useId();
  const title = t(`help.${topic}.title`);
  const body = t(`help.${topic}.body`, { returnObjects: true }) as unknown;
  return (
    <div className="help-panel">
      <button
        type="button"
        className="help-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        data-testid={`help-${topic}`}
      >
        <span aria-hidden="true">?</span> {title}
      </button>
      {open ? (
        <div id={id} className="help-body" role="region" aria-label={title}>
          {(Array.isArray(body) ? (body as string[]) : [String(body)]).map((para, i) => (
            <p key={i}>{para}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
