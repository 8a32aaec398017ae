/**
 * What KSeF (and the queue, for the QR link) reads from an invoice (the XML is at most the size KSeF
 * allows, checked before): the seller's NIP (Podmiot1/DaneIdentyfikacyjne/NIP), the issue date
 * P_1 and the invoice number P_2 — the fields KSeF numbers, deduplicates and prints in the UPO.
 */
const MAX_XML = 1_000_000;

function element(xml: string, name: string, from = 0): { value: string; end: number } | null {
  for (let at = xml.indexOf(name, from); at !== -1; at = xml.indexOf(name, at + 1)) {
    const open = xml.lastIndexOf("<", at);
    const tag = xml.slice(open + 1, at);
    if (open === -1 || !/^(?:\w{1,20}:)?$/.test(tag) || xml[at + name.length] !== ">") continue;
    const start = at + name.length + 1;
    const close = xml.indexOf("<", start);
    if (close === -1 || close - start > 512) return null;
    return { value: xml.slice(start, close).trim(), end: close };
  }
  return null;
}

export function invoiceFields(xml: string) {
  if (xml.length > MAX_XML) return { sellerNip: null, issueDate: null, invoiceNumber: null };
  const seller = element(xml, "Podmiot1");
  const nip = seller ? element(xml, "NIP", seller.end) : null;
  return {
    sellerNip: nip && /^\d{10}$/.test(nip.value) ? nip.value : null,
    issueDate: element(xml, "P_1")?.value ?? null,
    invoiceNumber: element(xml, "P_2")?.value ?? null,
  };
}
