import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DRAFT_KEY,
  DRAFT_TTL_MS,
  debounce,
  loadDraft,
  saveDraft,
  type DraftStorage,
} from "./draft";

const memory = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const form = {
  email: "jan@example.com",
  firstName: "Jan",
  password: "secret 123",
  password2: "secret 123",
  captcha: "payload",
  type: 1,
};

describe("the registration draft", () => {
  afterEach(() => vi.useRealTimers());

  it("is restored as saved, without the passwords or the captcha", () => {
    const storage = memory();
    saveDraft(storage, form, 1_000);
    expect(storage.data.get(DRAFT_KEY)).not.toContain("secret");
    expect(storage.data.get(DRAFT_KEY)).not.toContain("payload");
    expect(loadDraft(storage, 2_000)).toEqual({
      email: "jan@example.com",
      firstName: "Jan",
      type: 1,
    });
  });

  it("is still there just under 3 hours, and gone (removed) after 3 hours", () => {
    const storage = memory();
    saveDraft(storage, form, 0);
    expect(loadDraft(storage, DRAFT_TTL_MS)).not.toBeNull();
    expect(DRAFT_TTL_MS).toBe(3 * 60 * 60 * 1000);
    expect(loadDraft(storage, DRAFT_TTL_MS + 1)).toBeNull();
    expect(storage.data.has(DRAFT_KEY)).toBe(false);
  });

  it("drops passwords even from a draft that somehow holds them, and ignores unreadable ones", () => {
    const storage = memory();
    storage.setItem(
      DRAFT_KEY,
      JSON.stringify({ savedAt: 5, form: { email: "a@b.pl", password: "x" } }),
    );
    expect(loadDraft(storage, 10)).toEqual({ email: "a@b.pl" });
    storage.setItem(DRAFT_KEY, "{not json");
    expect(loadDraft(storage, 10)).toBeNull();
  });

  it("is saved 250 ms after the last change, once", () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    const save = debounce((v: string) => saved.push(v));
    save("J");
    vi.advanceTimersByTime(100);
    save("Ja");
    vi.advanceTimersByTime(249);
    expect(saved).toEqual([]);
    save("Jan");
    vi.advanceTimersByTime(250);
    expect(saved).toEqual(["Jan"]);
  });
});

describe("a draft is only what the person typed (issue 16 fault 7: /en/register announced a draft never typed there)", () => {
  it("a blank form with its defaults is not a draft; one typed field is", async () => {
    const { typedSomething } = await import("./draft");
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
  });
});
