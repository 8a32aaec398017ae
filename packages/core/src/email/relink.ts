import { redactLinks } from "./redact";

/** The kinds of message whose link the Outbox can renew (relink/index.ts does it). */
export const RELINK_KINDS: readonly string[] = [
  "account.confirm",
  "account.reset",
  "account.invite",
  "order.confirm",
];

/**
 * Whether the Outbox offers a new link for a message: one of the kinds above whose link was
 * redacted (a message stored before redaction existed has its secret in `text`: it counts), and
 * not still pending (the retry schedule sends its sealed link; "send again" is the action there).
 */
export function relinkable(item: {
  kind: string;
  state: string;
  text: string;
  redacted?: boolean | undefined;
}): boolean {
  return (
    RELINK_KINDS.includes(item.kind) &&
    item.state !== "pending" &&
    (item.redacted === true || redactLinks(item.text) !== item.text)
  );
}
