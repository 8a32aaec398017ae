import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { checkSignature, Refusal } from "./aws-signature.server";
import type { Credentials } from "../dynamo/sigv4";

/**
 * Test side: a local server speaking what the shop's secrets adapters use of SSM Parameter Store
 * (`AmazonSSM.GetParameters`) and Secrets Manager (`secretsmanager.GetSecretValue`), JSON 1.1
 * over HTTP, as the services document them: the request must be signed (Signature Version 4,
 * recomputed here with the AWS SDK's own signer, scoped to the right service and region, at most
 * 5 minutes old); names it does not hold come back in `InvalidParameters`; ten names a call at
 * most; a SecureString read without `WithDecryption` is its ciphertext; a name the caller may not
 * read fails the whole call (AccessDeniedException); errors are `{ __type, message }` with a 4xx
 * or 5xx status. `failNext` makes the next calls fail as a throttled or failing service would.
 */
export const ACCOUNT = "123456789012";

interface StoredParameter {
  type: "String" | "StringList" | "SecureString";
  value: string;
  version: number;
}

const SERVICES: Record<string, string> = { AmazonSSM: "ssm", secretsmanager: "secretsmanager" };

export class LocalAwsSecrets {
  readonly region: string;
  readonly credentials: Credentials;
  readonly parameters = new Map<string, StoredParameter>();
  private readonly secrets = new Map<string, { name: string; arn: string; value: string }>();
  /** Parameter names and secret ids the caller's (imagined) IAM policy does not allow. */
  readonly denied = new Set<string>();
  /** Every call that passed authentication: its target and body. */
  readonly calls: { target: string; body: Record<string, unknown> }[] = [];
  private failures: Refusal[] = [];
  private server?: Server;
  endpoint = "";

  constructor(options: { region?: string; credentials?: Credentials } = {}) {
    this.region = options.region ?? "eu-central-1";
    this.credentials = options.credentials ?? {
      accessKeyId: "AKIDLOCALSECRETS",
      secretAccessKey: randomBytes(30).toString("base64"),
      sessionToken: randomBytes(40).toString("base64"),
    };
  }

  putParameter(name: string, value: string, type: StoredParameter["type"] = "SecureString") {
    const version = (this.parameters.get(name)?.version ?? 0) + 1;
    this.parameters.set(name, { type, value, version });
  }

  /** Stores a secret and answers its ARN (Secrets Manager appends six random characters). */
  putSecret(name: string, value: string): string {
    const arn = `arn:aws:secretsmanager:${this.region}:${ACCOUNT}:secret:${name}-${randomBytes(3).toString("hex")}`;
    this.secrets.set(name, { name, arn, value });
    return arn;
  }

  /** The next `count` authenticated calls fail with this error. */
  failNext(type: string, status: number, count = 1) {
    for (let i = 0; i < count; i++) this.failures.push(new Refusal(status, type, `${type} (test)`));
  }

  /** Forgets every parameter, secret, denial, recorded call and pending failure. */
  reset() {
    this.parameters.clear();
    this.secrets.clear();
    this.denied.clear();
    this.calls.length = 0;
    this.failures = [];
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((ok) => this.server!.listen(0, "127.0.0.1", ok));
    this.endpoint = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((ok) => this.server?.close(ok));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    let answer: unknown;
    let status = 200;
    try {
      answer = await this.answer(req, body);
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      status = error.status;
      answer = { __type: error.type, message: error.message };
    }
    res.writeHead(status, {
      "content-type": "application/x-amz-json-1.1",
      "x-amzn-requestid": randomUUID(),
    });
    res.end(JSON.stringify(answer));
  }

  private async answer(req: IncomingMessage, body: string): Promise<unknown> {
    const target = String(req.headers["x-amz-target"] ?? "");
    const [prefix, operation] = target.split(".");
    const service = SERVICES[prefix ?? ""];
    if (req.method !== "POST" || req.url !== "/" || !service || !operation)
      throw new Refusal(400, "UnknownOperationException", "");
    if (req.headers["content-type"] !== "application/x-amz-json-1.1")
      throw new Refusal(400, "UnknownOperationException", "");
    await checkSignature(req, body, {
      service,
      region: this.region,
      credentials: this.credentials,
    });
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(body) as Record<string, unknown>;
    } catch {
      throw new Refusal(
        400,
        "SerializationException",
        "Start of structure or map found where not expected.",
      );
    }
    this.calls.push({ target, body: input });
    const failure = this.failures.shift();
    if (failure) throw failure;
    if (target === "AmazonSSM.GetParameters") return this.getParameters(input);
    if (target === "secretsmanager.GetSecretValue") return this.getSecretValue(input);
    throw new Refusal(400, "UnknownOperationException", "");
  }

  private getParameters(input: Record<string, unknown>) {
    const names = input.Names;
    if (
      !Array.isArray(names) ||
      names.length === 0 ||
      names.some((n) => typeof n !== "string" || n.length === 0 || n.length > 2048)
    )
      throw new Refusal(
        400,
        "ValidationException",
        "1 validation error detected: Value at 'names' failed to satisfy constraint: Member must have length greater than or equal to 1",
      );
    if (names.length > 10)
      throw new Refusal(
        400,
        "ValidationException",
        `1 validation error detected: Value '[${names.join(", ")}]' at 'names' failed to satisfy constraint: Member must have length less than or equal to 10`,
      );
    const denied = (names as string[]).find((n) => this.denied.has(n));
    if (denied)
      throw new Refusal(
        400,
        "AccessDeniedException",
        `User is not authorized to perform: ssm:GetParameters on resource: ${this.parameterArn(denied)}`,
      );
    const decrypt = input.WithDecryption === true;
    const found = (names as string[]).filter((n) => this.parameters.has(n));
    return {
      Parameters: found.map((name) => {
        const p = this.parameters.get(name)!;
        const value =
          p.type === "SecureString" && !decrypt
            ? Buffer.concat([Buffer.from([1, 2, 2, 0]), randomBytes(60)]).toString("base64")
            : p.value;
        return {
          Name: name,
          Type: p.type,
          Value: value,
          Version: p.version,
          LastModifiedDate: Date.now() / 1000,
          ARN: this.parameterArn(name),
          DataType: "text",
        };
      }),
      InvalidParameters: (names as string[]).filter((n) => !this.parameters.has(n)),
    };
  }

  private parameterArn(name: string) {
    return `arn:aws:ssm:${this.region}:${ACCOUNT}:parameter${name.startsWith("/") ? "" : "/"}${name}`;
  }

  private getSecretValue(input: Record<string, unknown>) {
    const id = input.SecretId;
    if (typeof id !== "string" || id.length === 0 || id.length > 2048)
      throw new Refusal(400, "InvalidParameterException", "Invalid SecretId.");
    if (this.denied.has(id))
      throw new Refusal(
        400,
        "AccessDeniedException",
        `User is not authorized to perform: secretsmanager:GetSecretValue on resource: ${id}`,
      );
    const secret = [...this.secrets.values()].find((s) => s.arn === id || s.name === id);
    if (!secret)
      throw new Refusal(
        400,
        "ResourceNotFoundException",
        "Secrets Manager can't find the specified secret.",
      );
    return {
      ARN: secret.arn,
      Name: secret.name,
      VersionId: randomUUID(),
      SecretString: secret.value,
      VersionStages: ["AWSCURRENT"],
      CreatedDate: Date.now() / 1000,
    };
  }
}
