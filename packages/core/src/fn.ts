import type { z } from "zod";

// eslint-disable-next-line @typescript-eslint/require-await -- an async function's constructor, to tell async bodies apart
const AsyncFunction = (async () => undefined).constructor;

/**
 * The one way a core function that takes input is built: the schema parses the input (a zod
 * error becomes a 400 with field errors in the API's formatter), the body gets the parsed value,
 * and the schema stays on the function so routers and shims reuse it (`.input(Cart.add.schema)`).
 * Arguments after the input are the server's, never the client's (e.g. the admin write's actor:
 * `User.approve(input, actor)`, or a quote's `{ locale, now }`). An `async` body reports refused
 * input as a rejected promise, as it did when it parsed inside; a plain body throws.
 */
export function fn<S extends z.ZodType, R, C extends unknown[] = []>(
  schema: S,
  body: (input: z.output<S>, ...context: C) => R,
) {
  const rejects = body instanceof AsyncFunction;
  const call = (input: z.input<S>, ...context: C): R => {
    let parsed: z.output<S>;
    try {
      parsed = schema.parse(input);
    } catch (e) {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the schema's error (a ZodError), passed on unchanged
      if (rejects) return Promise.reject(e) as R;
      throw e;
    }
    return body(parsed, ...context);
  };
  return Object.assign(call, { schema });
}
