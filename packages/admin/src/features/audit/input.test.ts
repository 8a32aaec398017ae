import { describe, expect, it } from "vitest";
import { auditInput } from "./input";

describe("the audit list's input", () => {
  it("turns the URL's filters into a target, a person and the days as given (the server reads them as Warsaw days)", () => {
    expect(
      auditInput({
        page: 2,
        pageSize: 25,
        filters: { type: "user", target: "u1", actor: "a1", from: "2026-11-01", to: "2026-11-22" },
      }),
    ).toEqual({
      page: 2,
      pageSize: 25,
      target: { type: "user", id: "u1" },
      actor: "a1",
      fromDay: "2026-11-01",
      toDay: "2026-11-22",
    });
  });
  it("passes a person's name or e-mail as typed, bounded to the schema's 100 characters", () => {
    expect(auditInput({ page: 1, pageSize: 10, filters: { person: "Anna Nowak" } })).toEqual({
      page: 1,
      pageSize: 10,
      person: "Anna Nowak",
    });
    expect(
      auditInput({ page: 1, pageSize: 10, filters: { person: "x".repeat(150) } }).person,
    ).toHaveLength(100);
  });
  it("a chosen person (their id) takes the place of the typed text", () => {
    expect(
      auditInput({ page: 1, pageSize: 10, filters: { person: "Anna", actor: "u-anna" } }),
    ).toEqual({ page: 1, pageSize: 10, actor: "u-anna" });
  });
  it("drops a target id without a type and dates that are not days", () => {
    expect(
      auditInput({
        page: 1,
        pageSize: 10,
        filters: { target: "u1", from: "yesterday", to: "2026-11-22T10:00" },
      }),
    ).toEqual({ page: 1, pageSize: 10 });
  });
});
