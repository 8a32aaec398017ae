/**
 * The UPO (urzędowe poświadczenie odbioru) the local server issues, shaped after KSeF's UPO v4
 * (`Potwierdzenie`: the receiving entity, the session, the context, one `Dokument` per accepted
 * invoice with its KSeF number, hash and dates). Not signed: the real one carries the Ministry's
 * XAdES signature, which a local server cannot make.
 */
export interface UpoDocument {
  sellerNip: string;
  ksefNumber: string;
  invoiceNumber: string;
  issueDate: string;
  sentAt: string;
  acquiredAt: string;
  invoiceHash: string;
  mode: "Online" | "Offline";
}

const esc = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

export function upoXml(
  session: { referenceNumber: string; nip: string; formCode: string },
  docs: UpoDocument[],
): string {
  const documents = docs
    .map(
      (d) => `  <Dokument>
    <NipSprzedawcy>${esc(d.sellerNip)}</NipSprzedawcy>
    <NumerKSeFDokumentu>${esc(d.ksefNumber)}</NumerKSeFDokumentu>
    <NumerFaktury>${esc(d.invoiceNumber)}</NumerFaktury>
    <DataWystawieniaFaktury>${esc(d.issueDate)}</DataWystawieniaFaktury>
    <DataPrzeslaniaDokumentu>${esc(d.sentAt)}</DataPrzeslaniaDokumentu>
    <DataNadaniaNumeruKSeF>${esc(d.acquiredAt)}</DataNadaniaNumeruKSeF>
    <SkrotDokumentu>${esc(d.invoiceHash)}</SkrotDokumentu>
    <TrybWysylki>${d.mode}</TrybWysylki>
  </Dokument>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<Potwierdzenie xmlns="http://upo.schematy.mf.gov.pl/KSeF/v4-2">
  <NazwaPodmiotuPrzyjmujacego>Ministerstwo Finansów (lokalny serwer testowy)</NazwaPodmiotuPrzyjmujacego>
  <NumerReferencyjnySesji>${esc(session.referenceNumber)}</NumerReferencyjnySesji>
  <Uwierzytelnienie>
    <IdKontekstu><Nip>${esc(session.nip)}</Nip></IdKontekstu>
  </Uwierzytelnienie>
  <KodFormularza>${esc(session.formCode)}</KodFormularza>
${documents}
</Potwierdzenie>
`;
}
