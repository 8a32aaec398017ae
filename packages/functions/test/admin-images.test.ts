import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES } from "@printshop/core/images/schema";
import { browserClient, makeUser, sessionCookieFor } from "./accounts";
import { startServerWithDiskStore } from "./server";

/** admin.images.upload through the local server: presign, signed PUT, then the public URL serves it. */
let server: Awaited<ReturnType<typeof startServerWithDiskStore>>;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function contentEditor() {
  const client = browserClient(server.url);
  const u = await makeUser("content");
  const [name, value] = (await sessionCookieFor(u.userId)).cookie.split("=");
  client.jar.set(name!, value!);
  return client;
}

describe("admin image upload", () => {
  beforeAll(async () => {
    server = await startServerWithDiskStore("admin-images-");
  });
  afterAll(async () => {
    await server?.close();
  });

  it("presigns a PUT of exactly that image and answers its public URL, which then serves it", async () => {
    const editor = await contentEditor();
    const res = await editor.mutate("admin.images.upload", {
      contentType: "image/png",
      size: PNG.byteLength,
      name: "logo.png",
    });
    expect(res.status).toBe(200);
    const { upload, url } = res.body.result.data as {
      upload: { url: string; headers: Record<string, string> };
      url: string;
    };
    expect(url).toMatch(/^\/images\/[0-9a-f-]{36}\.png$/);
    expect(upload.headers).toEqual({ "content-type": "image/png" });
    // Not there before the PUT.
    expect((await fetch(new URL(url, server.url))).status).toBe(404);
    const wrongType = await fetch(new URL(upload.url, server.url), {
      method: "PUT",
      headers: { "content-type": "image/gif" },
      body: PNG,
    });
    expect(wrongType.status).toBe(400);
    const put = await fetch(new URL(upload.url, server.url), {
      method: "PUT",
      headers: upload.headers,
      body: PNG,
    });
    expect(put.status).toBe(200);
    const got = await fetch(new URL(url, server.url));
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(PNG);
  });

  it("refuses other file types (SVG included) and images over the limit, in the caller's language", async () => {
    const editor = await contentEditor();
    for (const input of [
      { contentType: "image/svg+xml", size: 10 },
      { contentType: "application/pdf", size: 10 },
      { contentType: "image/png", size: IMAGE_MAX_BYTES + 1 },
      { contentType: "image/png", size: 0 },
    ]) {
      const res = await editor.mutate("admin.images.upload", input);
      expect(res.status, JSON.stringify(input)).toBe(400);
    }
  });

  it("only names under /images/ that the upload makes are served", async () => {
    for (const path of ["/images/../.signing-key", "/images/.signing-key", "/images/abc.png"]) {
      expect((await fetch(new URL(path, server.url))).status).toBe(404);
    }
  });
});
