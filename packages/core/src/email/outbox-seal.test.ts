import { randomBytes } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestTable } from "../../../../test/db";
import { database, db } from "../dynamo/db";
import * as Email from "./index";
import * as Outbox from "./outbox";
import { open, seal } from "./seal";
import { logLine, type OutgoingMessage } from "./transport";

/**
 * The outbox keeps links' secrets out of the table: stored redacted, the message as written
 * sealed only until it is sent (email/index.ts). Read here as DynamoDB holds it (a Scan of this
 * file's own table on DynamoDB Local), not through the entity that writes it.
 */
let table: string;
beforeAll(async () => {
  table = (await useTestTable("email-seal")).table;
});
afterEach(() => Email.useTransport(undefined));

/** Every item of the table, as DynamoDB returns it (wire format). */
async function rawItems(): Promise<Record<string, { S?: string; BOOL?: boolean }>[]> {
  const out = await database().client.call<{ Items: Record<string, { S?: string }>[] }>("Scan", {
    TableName: table,
  });
  return out.Items;
}
const rawItem = async (messageId: string) =>
  (await rawItems()).find((item) => item.messageId?.S === messageId);

const token = () => randomBytes(32).toString("base64url");
const confirmation = (secret: string, to: string): Email.EmailMessage => ({
  kind: "account.confirm",
  to,
  locale: "en",
  subject: "Confirm your registration",
  text: `To activate your account, open this link:\nhttps://shop.example/en/register/confirm#${secret}\nThe link is valid for 24 hours.`,
});
const transport = (log: OutgoingMessage[], fail = false): Email.EmailTransport => ({
  name: "ses",
  async send(m) {
    log.push(m);
    if (fail) throw new Error("Service unavailable");
  },
});

describe("the outbox and links' secrets", () => {
  it("stores a message redacted with its link sealed; the retry sends the real link and leaves no sealed copy", async () => {
    const secret = token();
    const tried: OutgoingMessage[] = [];
    Email.useTransport(transport(tried, true));
    const { messageId } = await Email.send(confirmation(secret, "seal@example.com"));
    expect(tried.map((m) => m.text.includes(secret))).toEqual([true]); // the first try had it

    // Unsent: the table has the redacted copy and a sealed one, and the token nowhere.
    const pending = await rawItem(messageId);
    expect(pending?.state?.S).toBe("pending");
    expect(pending?.text?.S).toContain("https://shop.example/en/register/confirm#…\n");
    expect(pending?.html?.S).toContain('href="https://shop.example/en/register/confirm#…"');
    expect(pending?.redacted?.BOOL).toBe(true);
    expect(pending?.sealed?.S).toMatch(/^v1\./);
    expect(JSON.stringify(await rawItems())).not.toContain(secret);

    // The retry schedule opens the sealed copy: the e-mail has the link with its token.
    const sent: OutgoingMessage[] = [];
    Email.useTransport(transport(sent));
    const due = (await Outbox.get({ messageId })).nextAttemptAt;
    await Email.retryDue(due + 1);
    const mine = sent.filter((m) => m.to === "seal@example.com");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain(`/en/register/confirm#${secret}\n`);
    expect(mine[0]!.html).toContain(`href="https://shop.example/en/register/confirm#${secret}"`);

    // Sent: the sealed copy is gone, the redacted one stays (what the Outbox shows).
    const done = await rawItem(messageId);
    expect(done?.state?.S).toBe("sent");
    expect(done).not.toHaveProperty("sealed");
    expect(done?.text?.S).toBe(pending?.text?.S);
    expect(JSON.stringify(await rawItems())).not.toContain(secret);
    const shown = await Outbox.get({ messageId });
    expect(shown).not.toHaveProperty("sealed");
    expect(shown).toMatchObject({ state: "sent", relink: true });
  });

  it("a message that failed for good keeps its sealed copy: 'send again' sends the real link", async () => {
    const secret = token();
    const tried: OutgoingMessage[] = [];
    Email.useTransport(transport(tried, true));
    const { messageId } = await Email.send(confirmation(secret, "failed@example.com"));
    for (let i = 1; i < Email.MAX_ATTEMPTS; i++)
      await Email.deliver(messageId, (await Outbox.get({ messageId })).nextAttemptAt);
    expect((await rawItem(messageId))?.state?.S).toBe("failed");
    expect((await rawItem(messageId))?.sealed?.S).toMatch(/^v1\./);
    const sent: OutgoingMessage[] = [];
    Email.useTransport(transport(sent));
    await Outbox.resend({ messageId }, { userId: "u-admin", email: "admin@example.com" });
    expect(sent[0]!.text).toContain(`#${secret}\n`);
    expect(await rawItem(messageId)).not.toHaveProperty("sealed");
  });

  it("a sealed copy opens only for its own message: moved onto another, the send fails and sends nothing", async () => {
    const secret = token();
    Email.useTransport(transport([], true));
    const first = await Email.send(confirmation(secret, "first@example.com"));
    const other = await Email.send(confirmation(token(), "other@example.com"));
    const stolen = (await rawItem(first.messageId))!.sealed!.S!;
    await expect(open(stolen, other.messageId)).rejects.toThrow();
    expect((await open(stolen, first.messageId)).text).toContain(secret);
    await db()
      .entities.emailMessage.patch({ messageId: other.messageId })
      .set({ sealed: stolen })
      .go();
    const sent: OutgoingMessage[] = [];
    Email.useTransport(transport(sent));
    const due = (await Outbox.get({ messageId: other.messageId })).nextAttemptAt;
    expect(await Email.deliver(other.messageId, due)).toBe("pending");
    expect(sent).toEqual([]);
    expect((await Outbox.get({ messageId: other.messageId })).lastError).toBeTruthy();
  });

  it("a message without a secret is stored as written, with nothing sealed", async () => {
    const text = "Your order 20261120-7KQ2M is now shipped.\nhttps://shop.example/en/account";
    const { messageId } = await Email.send({
      kind: "order.status",
      to: "plain@example.com",
      subject: "Shipped",
      text,
    });
    const item = await rawItem(messageId);
    expect(item?.text?.S).toBe(text);
    expect(item).not.toHaveProperty("sealed");
    expect(item).not.toHaveProperty("redacted");
    expect(await Outbox.get({ messageId })).toMatchObject({ text, relink: false });
  });

  it("the sealed copy is the message as written, text and HTML", async () => {
    const parts = { text: `a #${token()}`, html: "<p>ż</p>" };
    expect(await open(await seal(parts, "m-1"), "m-1")).toEqual(parts);
  });
});

describe("the log transport's line", () => {
  const secret = token();
  const message: OutgoingMessage = {
    ...confirmation(secret, "log@example.com"),
    html: "",
    locale: "en",
  };

  it("hides links' secrets, in a Lambda (CloudWatch) even when a developer's switch is set", () => {
    for (const env of [{}, { EMAIL_LOG_LINKS: "1", AWS_LAMBDA_FUNCTION_NAME: "api" }]) {
      const line = logLine(message, env);
      expect(line).toContain("https://shop.example/en/register/confirm#…");
      expect(line).not.toContain(secret);
    }
  });

  it("shows the link at a developer's terminal that asked for it (EMAIL_LOG_LINKS=1)", () => {
    expect(logLine(message, { EMAIL_LOG_LINKS: "1" })).toContain(`#${secret}`);
  });
});
