import type { EmailTransport } from "./transport";

/**
 * Amazon SES (API v2) transport. The SDK loads on the first message only (cold start of the
 * Lambda). The sender is `EMAIL_FROM` (a stage setting; its address or domain must be a verified
 * SES identity, see the README); the Lambda's role may send only as that identity.
 */
export function sesTransport(from = process.env.EMAIL_FROM): EmailTransport {
  if (!from)
    throw new Error("EMAIL_FROM is not set: the SES transport needs a verified sender address");
  let client:
    | Promise<{
        send: (to: string, m: { subject: string; text: string; html: string }) => Promise<void>;
      }>
    | undefined;
  const load = () =>
    (client ??= import("@aws-sdk/client-sesv2").then(({ SESv2Client, SendEmailCommand }) => {
      const ses = new SESv2Client({});
      return {
        async send(to: string, m: { subject: string; text: string; html: string }) {
          await ses.send(
            new SendEmailCommand({
              FromEmailAddress: from,
              Destination: { ToAddresses: [to] },
              Content: {
                Simple: {
                  Subject: { Data: m.subject, Charset: "UTF-8" },
                  Body: {
                    Text: { Data: m.text, Charset: "UTF-8" },
                    Html: { Data: m.html, Charset: "UTF-8" },
                  },
                },
              },
            }),
          );
        },
      };
    }));
  return {
    name: "ses",
    async send(message) {
      await (await load()).send(message.to, message);
    },
  };
}
