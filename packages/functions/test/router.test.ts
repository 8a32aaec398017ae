import { beforeAll, describe, expect, it } from "vitest";
import { Seed, countRequests } from "@printshop/core";
import { useTestTable } from "../../../test/db";
import { createCaller } from "../src/root";
import { contextFor } from "./accounts";

const callerFor = (locale?: string) =>
  createCaller(contextFor(locale ? { "x-locale": locale } : {}, { method: "GET" }));

describe("the tRPC router through createCaller", () => {
  beforeAll(async () => {
    await useTestTable("router");
    await Seed.load();
  });

  it("shop.catalogue.home answers the six active demo products in German with at most 2 DynamoDB requests", async () => {
    const { result, requests } = await countRequests(() =>
      callerFor("de").shop.catalogue.home({ locale: "de" }),
    );
    expect(result.products).toHaveLength(
      Seed.demoCatalogue().products.filter((p) => p.active).length,
    );
    expect(result.products[0]?.title).toBe("Rollenetiketten");
    expect(requests).toBeLessThanOrEqual(2);
  });

  it("shop.catalogue.product uses the caller's locale when the input has none", async () => {
    const product = await callerFor("en").shop.catalogue.product({ slug: "czasopisma" });
    expect(product.title).toBe("Magazines");
    expect(product.kind).toBe("calculator");
  });

  it("a bad input is a BAD_REQUEST with field errors in the caller's language", async () => {
    const error = await callerFor("de")
      .shop.catalogue.home({ locale: "xx" as never })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "BAD_REQUEST" });
  });

  it("an unknown product is NOT_FOUND with its stable code", async () => {
    const error = await callerFor()
      .shop.catalogue.product({ productId: 4242 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "product.not_found" });
  });

  it("the admin router refuses a visitor without a session", async () => {
    const error = await callerFor()
      .admin.me()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
