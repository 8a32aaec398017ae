import type { z } from "zod";

/**
 * The one way a core function that takes input is built: the schema parses the input (a zod
 * error becomes a 400 with field errors in the API's formatter), the body gets the parsed value,
 * and the schema stays on the function so routers and shims reuse it (`.input(Cart.add.schema)`).
 */
export function fn<S extends z.ZodType, R>(schema: S, body: (input: z.output<S>) => R) {
  const call = (input: z.input<S>): R => body(schema.parse(input));
  return Object.assign(call, { schema });
}
