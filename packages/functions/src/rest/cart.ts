import * as Cart from "@printshop/core/cart/index";
import type { RestRoute } from "./router";
import { onCart } from "../routers/shop/cart";

const body = (b: unknown) => (typeof b === "object" && b !== null ? b : {});

/** The legacy cart paths of api.md over the same core functions (and schemas) as shop.cart.*. */
export const cartRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/cart/add",
    handler: ({ body: b, ctx }) =>
      onCart(ctx, (id, o) => Cart.add(Cart.add.schema.parse(body(b)), id, ctx, o)),
  },
  { method: "GET", path: "/api/cart/get", handler: ({ ctx }) => Cart.get(ctx.cartId, ctx) },
  { method: "GET", path: "/api/cart/count", handler: ({ ctx }) => Cart.count(ctx.cartId) },
  {
    method: "POST",
    path: "/api/cart/remove",
    handler: ({ body: b, ctx }) => Cart.remove(Cart.remove.schema.parse(body(b)), ctx.cartId, ctx),
  },
  { method: "POST", path: "/api/cart/clear", handler: ({ ctx }) => Cart.clear(ctx.cartId, ctx) },
  {
    method: "POST",
    path: "/api/cart/update",
    handler: ({ body: b, ctx }) =>
      onCart(ctx, (id, o) => Cart.update(Cart.update.schema.parse(body(b)), id, ctx, o)),
  },
];
