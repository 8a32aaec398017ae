import { admin } from "./admin";

export * from "./schema";
/** admin.pages.*: CMS pages (content/admin.ts). */
export const { list, get, create, update, activate, remove } = admin("page");
