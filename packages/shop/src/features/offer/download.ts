import type { CreateInput } from "@printshop/core/offer/schema";
import type { trpc } from "../../trpc";

type Client = ReturnType<typeof trpc.useUtils>["client"];

/** Saves a PDF the API answered as a file (the browser's download). */
function save(file: { fileName: string; contentType: string; base64: string }) {
  const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const a = document.createElement("a");
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Asks the server for a numbered offer of the configuration, then downloads its PDF; answers its number. */
export async function downloadOffer(client: Client, input: CreateInput): Promise<string> {
  const offer = await client.shop.offers.create.mutate(input);
  save(await client.shop.offers.pdf.query({ offerId: offer.offerId }));
  return offer.number;
}
