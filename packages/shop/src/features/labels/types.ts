import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@printshop/functions";
import type { LabelInput } from "@printshop/core/pricing/index";

type Outputs = inferRouterOutputs<AppRouter>;
/** The `shop.catalogue.product` answer of a label product (it carries the label pricing settings). */
export type LabelProduct = Extract<
  Outputs["shop"]["catalogue"]["product"],
  { labelPricing: unknown }
>;

/** The size fields are kept as typed; everything else as the quote takes it. */
export interface LabelForm {
  typed: { width: string; height: string; quantity: string };
  input: LabelInput;
}

export type SetInput = (change: (input: LabelInput) => LabelInput) => void;
