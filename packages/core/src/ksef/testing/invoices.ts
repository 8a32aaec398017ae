/**
 * Invoices for the KSeF tests: the FA(3) skeleton with the fields KSeF reads (seller's NIP in
 * Podmiot1, P_1 issue date, P_2 number). Not a complete FA(3) document: the well-formedness check
 * injected in the tests accepts it; the FA(3) validator (branch `invoice`) will not.
 */
export function sampleInvoice(o: {
  nip: string;
  number: string;
  issueDate?: string;
  buyerNip?: string;
}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek>
    <KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>
    <WariantFormularza>3</WariantFormularza>
    <DataWytworzeniaFa>${o.issueDate ?? "2026-02-01"}T10:00:00Z</DataWytworzeniaFa>
  </Naglowek>
  <Podmiot1>
    <DaneIdentyfikacyjne>
      <NIP>${o.nip}</NIP>
      <Nazwa>Drukarnia Testowa sp. z o.o.</Nazwa>
    </DaneIdentyfikacyjne>
  </Podmiot1>
  <Podmiot2>
    <DaneIdentyfikacyjne>
      <NIP>${o.buyerNip ?? "1111111111"}</NIP>
      <Nazwa>Nabywca &amp; Syn</Nazwa>
    </DaneIdentyfikacyjne>
  </Podmiot2>
  <Fa>
    <KodWaluty>PLN</KodWaluty>
    <P_1>${o.issueDate ?? "2026-02-01"}</P_1>
    <P_2>${o.number}</P_2>
    <P_15>123.00</P_15>
  </Fa>
</Faktura>
`;
}
