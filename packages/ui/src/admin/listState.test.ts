import { describe, expect, it } from "vitest";
import {
  listActions,
  listStateToParams,
  pageCount,
  pageRange,
  parseListState,
  toListInput,
} from "./listState";

const sortable = ["createdAt", "email"] as const;

describe("a list's state in the URL", () => {
  it("defaults to page 1 of 10 rows, sorted by the first column descending", () => {
    const s = parseListState(new URLSearchParams(""), sortable, ["role"]);
    expect(s).toEqual({
      page: 1,
      pageSize: 10,
      sort: { by: "createdAt", dir: "desc" },
      search: "",
      filters: {},
    });
    expect(listStateToParams(s, sortable).toString()).toBe("");
    expect(toListInput(s)).toEqual({
      page: 1,
      pageSize: 10,
      sort: { by: "createdAt", dir: "desc" },
    });
  });

  it("round-trips every part through the URL", () => {
    const params = new URLSearchParams(
      "page=3&size=50&sort=email.asc&q=anna&f.role=content&f.status=pending",
    );
    const s = parseListState(params, sortable, ["role", "status"]);
    expect(s).toEqual({
      page: 3,
      pageSize: 50,
      sort: { by: "email", dir: "asc" },
      search: "anna",
      filters: { role: "content", status: "pending" },
    });
    expect(parseListState(listStateToParams(s, sortable), sortable, ["role", "status"])).toEqual(s);
    expect(toListInput(s)).toEqual({
      page: 3,
      pageSize: 50,
      sort: { by: "email", dir: "asc" },
      search: "anna",
      filters: { role: "content", status: "pending" },
    });
  });

  it("ignores what the server does not take: other page sizes, unknown sort columns, unknown filters, bad pages", () => {
    const s = parseListState(
      new URLSearchParams("page=-2&size=30&sort=password.asc&f.secret=x"),
      sortable,
      ["role"],
    );
    expect(s).toEqual({
      page: 1,
      pageSize: 10,
      sort: { by: "createdAt", dir: "desc" },
      search: "",
      filters: {},
    });
    expect(parseListState(new URLSearchParams("page=2.5"), sortable).page).toBe(1);
  });
});

describe("list actions", () => {
  const base = parseListState(new URLSearchParams("page=4&size=25"), sortable, ["role"]);

  it("go back to page 1 whenever what is listed changes, and keep the page otherwise", () => {
    expect(listActions.setSearch(base, "  x@y.pl ").page).toBe(1);
    expect(listActions.setSearch(base, "  x@y.pl ").search).toBe("x@y.pl");
    expect(listActions.setFilter(base, "role", "content")).toMatchObject({
      page: 1,
      filters: { role: "content" },
    });
    expect(
      listActions.setFilter({ ...base, filters: { role: "content" } }, "role", "").filters,
    ).toEqual({});
    expect(listActions.setPageSize(base, 100)).toMatchObject({ page: 1, pageSize: 100 });
    expect(listActions.toggleSort(base, "email").page).toBe(1);
  });

  it("sorts a new column descending first and flips the same column", () => {
    const byEmail = listActions.toggleSort(base, "email");
    expect(byEmail.sort).toEqual({ by: "email", dir: "desc" });
    expect(listActions.toggleSort(byEmail, "email").sort).toEqual({ by: "email", dir: "asc" });
    expect(listActions.toggleSort(listActions.toggleSort(byEmail, "email"), "email").sort).toEqual({
      by: "email",
      dir: "desc",
    });
  });

  it("keeps the page within the rows there are", () => {
    expect(listActions.setPage(base, 9, 53).page).toBe(3);
    expect(listActions.setPage(base, 0, 53).page).toBe(1);
    expect(listActions.setPage(base, 2, 0).page).toBe(1);
  });

  it("counts pages and the rows a page shows", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(53, 25)).toBe(3);
    expect(pageRange({ page: 2, pageSize: 10 }, 53)).toEqual({ from: 11, to: 20 });
    expect(pageRange({ page: 6, pageSize: 10 }, 53)).toEqual({ from: 51, to: 53 });
    expect(pageRange({ page: 1, pageSize: 10 }, 0)).toEqual({ from: 0, to: 0 });
  });
});
