import type { z } from "zod";

const AsyncFunction = (async () => undefined).constructor;

/**
 * The one way a core function that takes input is built: the schema parses the input (a zod
 * error becomes a 400 with field errors in the API's formatter), the body gets the parsed value
 * and any further arguments (the caller's context), and the schema stays on the function so
 * routers and shims reuse it (`.input(Cart.add.schema)`). An `async` body reports refused input
 * as a rejected promise, as it did when it parsed inside; a plain body throws.
 */
export function fn<S extends z.ZodType, A extends unknown[], R>(schema: S, body: (input: z.output<S>, ...rest: A) => R) {
  const rejects = body instanceof AsyncFunction;
  const call = (input: z.input<S>, ...rest: A): R => {
    let parsed: z.output<S>;
    try {
      parsed = schema.parse(input);
    } catch (e) {
      if (rejects) return Promise.reject(e) as R;
      throw e;
    }
    return body(parsed, ...rest);
  };
  return Object.assign(call, { schema });
}
