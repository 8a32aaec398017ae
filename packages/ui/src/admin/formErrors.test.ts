import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldCodeOf, fieldPathOf, splitServerErrors, valueAt } from "./formErrors";

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
