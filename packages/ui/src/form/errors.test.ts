import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  codeOf,
  differingPaths,
  fieldCodeOf,
  fieldFor,
  fieldPathOf,
  flatErrors,
  isStale,
  mergeNewer,
  splitServerErrors,
  valueAt,
} from "./errors";

const Person = z.object({
  email: z.email(),
  firstName: z.string().trim().min(1).max(36),
  age: z.number().int().min(18),
  address: z.object({ city: z.string().min(1) }),
});

const codes = (input: unknown) => {
  const r = Person.safeParse(input);
  return r.success
    ? {}
    : Object.fromEntries(
        r.error.issues.map((i) => [fieldPathOf(i), fieldCodeOf(i, valueAt(input, i.path))]),
      );
};

describe("a zod issue's field code, as the server names it", () => {
  it("tells missing, empty, too short/long and wrong values apart", () => {
    expect(codes({})).toEqual({
      email: "required",
      firstName: "required",
      age: "required",
      address: "required",
    });
    expect(codes({ email: "nope", firstName: "", age: 12, address: { city: "" } })).toEqual({
      email: "invalid",
      firstName: "required",
      age: "too_small",
      "address.city": "required",
    });
    expect(
      codes({
        email: "a@b.pl",
        firstName: "x".repeat(37),
        age: "ten",
        address: { city: "Kraków" },
      }),
    ).toEqual({ firstName: "too_big", age: "invalid_type" });
  });
});

describe("a server's field errors on a form", () => {
  it("puts each on its field (nested paths on their top field) and keeps the rest for the form", () => {
    const error = {
      data: {
        fields: [
          { field: "email", message: "taken" },
          { field: "name.en", message: "too long" },
          { field: "name.de", message: "also" },
          { field: "other", message: "not on this form" },
        ],
      },
    };
    expect(splitServerErrors(error, ["email", "name"])).toEqual({
      fields: { email: "taken", name: "too long" },
      rest: ["not on this form"],
    });
    expect(splitServerErrors(new Error("network"), ["email"])).toEqual({ fields: {}, rest: [] });
  });
});

describe("which field shows a server's field error", () => {
  const names = ["title", "slug", "leadTimes.eco", "leadTimes.standard", "description.pl"];
  it.each([
    ["slug", "slug"],
    ["title.en", "title"],
    ["leadTimes", "leadTimes.eco"],
    ["leadTimes.standard", "leadTimes.standard"],
    ["description.pl", "description.pl"],
    ["version", undefined],
    ["_", undefined],
  ])("%s → %s", (server, field) => expect(fieldFor(server, names)).toBe(field));

  it("says a problem of a field the form does not show in its own words, never as the form's only error", () => {
    const error = {
      message: "Please correct the marked fields.",
      data: { code: "input.invalid", fields: [{ field: "copy", message: "Invalid value" }] },
    };
    expect(splitServerErrors(error, ["value"])).toEqual({ fields: {}, rest: ["Invalid value"] });
    expect(splitServerErrors({ data: { fields: [{ field: 1 }, null] } }, ["a"])).toEqual({
      fields: {},
      rest: [],
    });
  });
});

describe("a stale save", () => {
  it("is told by the server's code", () => {
    expect(isStale({ data: { code: "conflict.stale" } })).toBe(true);
    expect(isStale({ data: { code: "input.invalid" } })).toBe(false);
    expect(isStale(new Error("conflict.stale"))).toBe(false);
    expect(codeOf(null)).toBeUndefined();
  });

  it("shows the newer value only where it differs from what was typed, per language of a translated text", () => {
    const mine = {
      title: { pl: "Ulotki", en: "Flyers", de: "" },
      slug: "ulotki",
      discount: "5",
      leadTimes: { eco: 5, standard: 3 },
      vat0: false,
      categoryId: "",
      payments: [1, 2],
    };
    const theirs = {
      title: { pl: "Ulotki A5", en: "Flyers", de: null },
      slug: "ulotki",
      discount: 5,
      leadTimes: { eco: 6, standard: 3 },
      vat0: true,
      categoryId: null,
      payments: [2, 1],
    };
    expect(differingPaths(mine, theirs).sort()).toEqual([
      "leadTimes.eco",
      "payments",
      "title.pl",
      "vat0",
    ]);
    expect(differingPaths("a", "a")).toEqual([]);
    expect(differingPaths("<p>a</p>", "<p>b</p>")).toEqual([""]);
  });
});

describe("react-hook-form's errors as a list", () => {
  it("names each error by its path, skipping the element refs", () => {
    const errors = {
      slug: { type: "server", message: "taken", ref: { name: "slug" } },
      title: { pl: { type: "too_small", message: "empty", ref: {} } },
      items: [undefined, { name: { type: "x", message: "bad" } }],
    };
    expect(flatErrors(errors)).toEqual([
      { path: "slug", message: "taken" },
      { path: "title.pl", message: "empty" },
      { path: "items.1.name", message: "bad" },
    ]);
    expect(flatErrors(undefined)).toEqual([]);
  });
});

describe("a stale save merged field by field", () => {
  const base = { version: 3, title: { pl: "Ulotki", en: "Flyers" }, discount: "0", slug: "ulotki" };
  it("takes theirs where only they changed, keeps mine (theirs beside) where both did, leaves mine where only I did", () => {
    const mine = { ...base, title: { pl: "Ulotki B", en: "Flyers" }, slug: "ulotki-b" };
    const theirs = { ...base, version: 4, title: { pl: "Ulotki A", en: "Flyers" }, discount: "3" };
    expect(mergeNewer(base, mine, theirs)).toEqual({
      take: ["version", "discount"],
      paths: ["title.pl"],
    });
  });
  it("is no conflict where both typed the same", () => {
    const same = { ...base, version: 4, discount: "5" };
    expect(mergeNewer(base, { ...base, discount: "5" }, same)).toEqual({
      take: ["version"],
      paths: [],
    });
  });
});
