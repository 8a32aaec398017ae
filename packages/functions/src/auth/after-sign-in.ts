import type { Context } from "../context";

/** What follows a successful sign-in (the guest cart merge arrives with the cart). */
export async function afterSignIn(_ctx: Context, _userId: string): Promise<void> {}
