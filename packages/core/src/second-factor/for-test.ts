import { Secret } from "otpauth";
import { db } from "../dynamo/db";
import { now } from "../session/clock";
import { seal } from "./secret";

/**
 * Test and script helper (as `Account.createForTest`): an enrolled second factor for the user
 * straight away, without the enrolment screens. Answers the secret, from which `codeAt` gives
 * the code an authenticator app would show (the browser tests type it at the sign-in's second
 * step).
 */
export async function enrolForTest(userId: string): Promise<{ secret: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const enrolledAt = now();
  await db()
    .entities.secondFactor.put({ userId, secret: await seal(secret, userId), enrolledAt })
    .go({ response: "none" });
  await db()
    .entities.user.patch({ userId })
    .set({ secondFactorAt: enrolledAt })
    .go({ response: "none" });
  return { secret };
}
