import { describe, expect, it } from "vitest";
import { searchProducts } from "./search";

const categories = [
  { id: 1, title: "Etykiety" },
  { id: 2, title: "Wizytówki" },
];
const products = [
  { id: 1, categoryId: 1, title: "Etykiety na rolce" },
  { id: 62, categoryId: 1, title: "Plomby VOID" },
  { id: 10, categoryId: 2, title: "Wizytówki" },
];
const ids = (q: string) => searchProducts(products, categories, q, "pl").map((p) => p.id);

describe("header search over product titles (issue 28: it found nothing)", () => {
  it("ignores case and diacritics, and takes the words in any order", () => {
    expect(ids("wizytowki")).toEqual([10]);
    expect(ids("WIZYTÓWKI")).toEqual([10]);
    expect(ids("rolce etykiety")).toEqual([1]);
    expect(ids("void")).toEqual([62]);
  });

  it("finds a category's products by its name, title matches first", () => {
    expect(ids("etykiety")).toEqual([1, 62]);
  });

  it("an empty query or one that matches nothing gives no hits; a very long one is cut, not scanned", () => {
    expect(ids("   ")).toEqual([]);
    expect(ids("naklejki")).toEqual([]);
    expect(ids("void " + "x".repeat(100_000))).toEqual([]);
  });
});
