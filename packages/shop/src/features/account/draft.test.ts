import { describe, expect, it } from "vitest";
import { draftStore, type DraftStorage } from "@printshop/ui/form/draft";
import { DRAFT_KEY, DRAFT_TTL_MS, NEVER_STORED, typedSomething } from "./draft";

const memory = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

/** The registration's store as draft.ts makes it, over a storage of the test's own. */
const store = (storage: DraftStorage) =>
  draftStore(
    { key: DRAFT_KEY, ttlMs: DRAFT_TTL_MS, omit: NEVER_STORED, worthKeeping: typedSomething },
    () => storage,
  );

describe("the registration draft (the kit's draft store)", () => {
  it("keeps what was typed for 3 hours, never the passwords or the captcha", () => {
    const storage = memory();
    store(storage).save(
      { email: "jan@example.com", password: "secret 123", password2: "secret 123", captcha: "p" },
      0,
    );
    expect(storage.data.get(DRAFT_KEY)).not.toMatch(/secret|"p"/);
    expect(DRAFT_TTL_MS).toBe(3 * 60 * 60 * 1000);
    expect(store(storage).load(DRAFT_TTL_MS)).toEqual({ email: "jan@example.com" });
    expect(store(storage).load(DRAFT_TTL_MS + 1)).toBeNull();
  });
});

describe("a draft is only what the person typed (issue 16 fault 7: /en/register announced a draft never typed there)", () => {
  it("a blank form with its defaults is not a draft; one typed field is", () => {
    const blank = {
      type: 1,
      billingCountry: "PL",
      deliveryCountry: "PL",
      differentDeliveryAddress: false,
      termsAccepted: false,
      marketingAccepted: false,
      formStartedAt: 1_800_000_000,
      captcha: "",
    };
    expect(typedSomething(blank)).toBe(false);
    expect(typedSomething({ ...blank, firstName: "  " })).toBe(false);
    expect(typedSomething({ ...blank, firstName: "Anna" })).toBe(true);
    const storage = memory();
    store(storage).save(blank);
    expect(storage.data.size).toBe(0);
  });
});
