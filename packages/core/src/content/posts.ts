import { admin } from "./admin";

export * from "./schema";
/** admin.posts.*: blog posts (content/admin.ts). */
export const { list, get, create, update, activate, remove } = admin("post");
