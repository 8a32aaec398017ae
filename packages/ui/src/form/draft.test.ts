import { afterEach, describe, expect, it, vi } from "vitest";
import { debounce, draftStore, type DraftStorage } from "./draft";

const memory = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const TTL = 3 * 60 * 60 * 1000;
const typed = (v: Record<string, unknown>) =>
  Object.entries(v).some(([k, x]) => k !== "type" && typeof x === "string" && x.trim() !== "");
const registration = (storage: DraftStorage) =>
  draftStore<Record<string, unknown>>(
    {
      key: "account.register.draft",
      ttlMs: TTL,
      omit: ["password", "password2", "captcha"],
      worthKeeping: typed,
    },
    () => storage,
  );

const form = {
  email: "jan@example.com",
  firstName: "Jan",
  password: "secret 123",
  password2: "secret 123",
  captcha: "payload",
  type: 1,
};

describe("a local draft", () => {
  afterEach(() => vi.useRealTimers());

  it("is restored as saved, without the fields never to be stored (passwords, the captcha)", () => {
    const storage = memory();
    registration(storage).save(form, 1_000);
    expect(storage.data.get("account.register.draft")).not.toContain("secret");
    expect(storage.data.get("account.register.draft")).not.toContain("payload");
    expect(registration(storage).load(2_000)).toEqual({
      email: "jan@example.com",
      firstName: "Jan",
      type: 1,
    });
  });

  it("is still there just under its time to live, and gone (removed) after it", () => {
    const storage = memory();
    registration(storage).save(form, 0);
    expect(registration(storage).load(TTL)).not.toBeNull();
    expect(registration(storage).load(TTL + 1)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it("drops omitted fields even from a stored draft that holds them, reads the older registration drafts, ignores unreadable ones", () => {
    const storage = memory();
    storage.setItem(
      "account.register.draft",
      JSON.stringify({ savedAt: 5, form: { email: "a@b.pl", password: "x" } }),
    );
    expect(registration(storage).load(10)).toEqual({ email: "a@b.pl" });
    storage.setItem("account.register.draft", "{not json");
    expect(registration(storage).load(10)).toBeNull();
  });

  it("of defaults only is neither kept nor restored (issue 16 fault 7)", () => {
    const storage = memory();
    const store = registration(storage);
    store.save({ type: 1, firstName: "  " });
    expect(storage.data.size).toBe(0);
    storage.setItem(
      "account.register.draft",
      JSON.stringify({ savedAt: Date.now(), value: { type: 2 } }),
    );
    expect(store.load()).toBeNull();
  });

  it("without a time to live (the checkout's, per tab) is kept as long as the tab, the older bare form read too", () => {
    const storage = memory();
    const checkout = draftStore<{ vatNumber: string; idempotencyKey: string }>(
      { key: "checkout-draft", storage: "session" },
      () => storage,
    );
    checkout.save({ vatNumber: "DE123", idempotencyKey: "k1" }, 0);
    expect(checkout.load(10 * TTL)).toEqual({ vatNumber: "DE123", idempotencyKey: "k1" });
    storage.setItem("checkout-draft", JSON.stringify({ vatNumber: "", idempotencyKey: "old" }));
    expect(checkout.load()).toEqual({ vatNumber: "", idempotencyKey: "old" });
    checkout.clear();
    expect(checkout.load()).toBeNull();
  });

  it("still works (keeps nothing) where storage is blocked", () => {
    const blocked = draftStore({ key: "x" }, () => {
      throw new Error("SecurityError");
    });
    expect(() => blocked.save({ a: "b" })).not.toThrow();
    expect(blocked.load()).toBeNull();
    expect(() => blocked.clear()).not.toThrow();
  });

  it("is saved 250 ms after the last change, once; flushed at once when the page is left", () => {
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
    save("Jana");
    save.flush();
    expect(saved).toEqual(["Jan", "Jana"]);
    vi.advanceTimersByTime(1000);
    save.flush();
    expect(saved).toEqual(["Jan", "Jana"]);
  });
});
