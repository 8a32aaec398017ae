import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@printshop/functions";

type Outputs = inferRouterOutputs<AppRouter>;
export type ProductData = Outputs["shop"]["catalogue"]["product"];
export type CalculatorProductData = Extract<ProductData, { calculator: unknown }>;
export type TableProductData = Extract<ProductData, { attributes: unknown }>;
export type CartData = Outputs["shop"]["cart"]["get"];
