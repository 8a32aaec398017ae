import * as Product from "@printshop/core/product/index";
import * as z from "zod";
import type { RestRoute } from "../router";
import { actor, ActivateBody, IdBody } from "./shim";

/**
 * The seed's product paths (admin seed section 7) over admin.products.* / admin.attributes.*
 * (permission `catalogue`). The seed sends no versions: each shim reads the record and writes
 * against the version it read. The attribute and value deletes answer `{ removed, dependents }`
 * and remove nothing that prices or cart lines use unless the body says `confirm: true`.
 */
const W = Product.Write;
const A = Product.Attributes;
const DeleteBody = IdBody.extend({
  confirm: z
    .union([
      z.boolean(),
      z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1"),
    ])
    .default(false),
});

/** "ordered product list": `[{id,…}…]`, `[id…]`, or the same under `list` / `items` / `products`. */
const Entry = z.union([
  z.coerce.number().int().positive(),
  z.object({ id: z.coerce.number().int().positive() }).transform((e) => e.id),
]);
const SortBody = z.union([
  z.array(Entry),
  z.object({ list: z.array(Entry) }).transform((b) => b.list),
  z.object({ items: z.array(Entry) }).transform((b) => b.items),
  z.object({ products: z.array(Entry) }).transform((b) => b.products),
]);
const legacy = async () =>
  (await Product.Admin.list({})).items.map((p) => ({
    id: p.id,
    title: p.title,
    slug: p.slug,
    sort: p.sort,
    active: p.active,
  }));
const versionOf = async (id: number) => (await Product.Admin.get({ productId: id })).version;

export const adminProductRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/admin/products/delete",
    permission: "catalogue",
    handler: async (r) => {
      const { id } = IdBody.parse(r.body);
      return W.remove({ id, version: await versionOf(id) }, actor(r));
    },
  },
  {
    method: "POST",
    path: "/admin/products/activate",
    permission: "catalogue",
    handler: async (r) => {
      const { id, value } = ActivateBody.parse(r.body);
      return W.activate({ id, value, version: await versionOf(id) }, actor(r));
    },
  },
  {
    method: "POST",
    path: "/admin/products/attribute-delete",
    permission: "catalogue",
    handler: async (r) => {
      const { id, confirm } = DeleteBody.parse(r.body);
      const a = await A.findOwner(id, "attribute");
      return A.remove(
        { productId: a.productId, attributeId: a.id, version: a.version, confirm },
        actor(r),
      );
    },
  },
  {
    method: "POST",
    path: "/admin/products/attribute-value-delete",
    permission: "catalogue",
    handler: async (r) => {
      const { id, confirm } = DeleteBody.parse(r.body);
      const a = await A.findOwner(id, "value");
      return A.removeValue(
        { productId: a.productId, attributeId: a.id, valueId: id, version: a.version, confirm },
        actor(r),
      );
    },
  },
  {
    method: "POST",
    path: "/admin/products/api/product-attributes",
    permission: "catalogue",
    handler: async (r) => (await A.list({ productId: IdBody.parse(r.body).id })).items,
  },
  {
    method: "GET",
    path: "/admin/products/api/sort-list",
    permission: "catalogue",
    handler: () => legacy(),
  },
  {
    method: "POST",
    path: "/admin/products/api/sort-save",
    permission: "catalogue",
    handler: async (r) => {
      const ids = SortBody.parse(r.body);
      const current = (await Product.Admin.list({})).items;
      await W.sort(
        {
          items: ids.map((id) => ({ id, version: current.find((p) => p.id === id)?.version ?? 1 })),
        },
        actor(r),
      );
      return legacy();
    },
  },
];
