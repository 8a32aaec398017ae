import { createContext, useContext } from "react";
import type { KitForm } from "./useKitForm";

/**
 * Translates a field's problem code (required, too_small, too_big, invalid_type, invalid) into the
 * person's language. The admin provides the server's own catalogue (core's messages), so the
 * browser and the server say the same thing in the same words.
 */
export type FieldMessage = (code: string) => string;
export const FieldMessageContext = createContext<FieldMessage | null>(null);
export const FieldMessagesProvider = FieldMessageContext.Provider;

/** The kit form around a field (its conflict, its registry of shown fields, its ids). */
export interface KitContextValue {
  kit: KitForm;
  /** Prefix of the ids of this form's inputs and messages (unique on the page). */
  idPrefix: string;
}
export const KitContext = createContext<KitContextValue | null>(null);

export function useKit(): KitContextValue {
  const kit = useContext(KitContext);
  if (!kit) throw new Error("a kit field outside a kit Form");
  return kit;
}

/** The id of a field's input and of its error line, unique on the page. */
export const fieldIds = (prefix: string, name: string) => {
  const base = `${prefix}-${name.replace(/\W/g, "-")}`;
  return { input: base, error: `${base}-error`, hint: `${base}-hint`, theirs: `${base}-theirs` };
};
