export type { AppRouter } from "./root";
export type { ErrorBody } from "./errors";
