/** Texts of the order e-mails (the catalogue of core's messages, `email.*` keys). */
export const emailMessages = {
  pl: {
    "email.not_found": "Nie znaleziono wiadomości.",
    "email.already_sent": "Ta wiadomość została już wysłana.",
    "email.no_link_to_renew":
      "Tej wiadomości nie wysyła się z nowym linkiem (nie ma w niej ukrytego linku albo wciąż czeka na wysłanie).",
    "email.order.subject": "Zamówienie {number} przyjęte",
    "email.order.intro":
      "Dziękujemy za zamówienie {number} złożone {date}. Poniżej jego podsumowanie.",
    "email.order.product": "Produkt",
    "email.order.quantity": "Ilość",
    "email.order.dispatch": "Wysyłka",
    "email.order.net": "Netto",
    "email.order.gross": "Brutto",
    "email.order.shipping": "Dostawa",
    "email.order.toPay": "Do zapłaty",
    "email.order.payment": "Płatność",
    "email.order.buyerKind": "Kupujący",
    "email.order.buyerKind.consumer": "konsument",
    "email.order.buyerKind.sole_trader":
      "przedsiębiorca na prawach konsumenta (zakup na cele prywatne)",
    "email.order.buyerKind.company": "firma",
    "email.order.delivery": "Sposób dostawy",
    "email.order.zeroVat": "Stawka VAT 0% (wewnątrzwspólnotowa dostawa), numer VAT UE: {vatNumber}",
    "email.order.files":
      "Pliki do druku możesz przesłać w kroku „Pliki” lub odpowiadając na tę wiadomość.",
    "email.order.filesReceived":
      "Pliki do druku dotarły razem z zamówieniem: sprawdzimy je przed drukiem.",
    "email.order.myOrders": "Status zamówienia sprawdzisz w zakładce Moje zamówienia: {link}",
    "email.order.paymentFee": "Opłata za pobranie",
    "email.order.packing": "Pakowanie ochronne",
    "email.order.packed": "z pakowaniem ochronnym",
    "email.order.cash": "Zapłacisz kurierowi przy odbiorze przesyłki: {amount}.",
    "email.order.payLink":
      "Jeśli płatność online nie została dokończona, zapłacisz na stronie zamówienia (link ważny 30 dni): {link}",
    "email.order.payAccount":
      "Jeśli płatność online nie została dokończona, zapłacisz w zakładce Moje zamówienia: {link}",
    "email.order.filesLink":
      "Pliki do druku prześlesz na stronie zamówienia (link ważny 30 dni): {link}",
    "email.footer": "Wiadomość wysłana automatycznie przez sklep. W razie pytań odpowiedz na nią.",
    "email.invoice.subject": "Faktura {invoice} do zamówienia {number}",
    "email.invoice.intro": "Wystawiliśmy fakturę {invoice} do zamówienia {number}.",
    "email.invoice.download": "Fakturę w PDF pobierzesz ze strony zamówienia: {link}",
    "email.status.subject": "Zamówienie {number}: {status}",
    "email.status.intro": "Status Twojego zamówienia {number} zmienił się na: {status}.",
    "email.status.new": "Zamówienie czeka na przyjęcie do realizacji.",
    "email.status.awaiting_approval":
      "Przygotowaliśmy projekt do akceptacji. Sprawdź go i zaakceptuj, abyśmy mogli rozpocząć produkcję.",
    "email.status.awaiting_files":
      "Czekamy na Twoje pliki do druku. Prześlij je, abyśmy mogli rozpocząć produkcję.",
    "email.status.in_production": "Zamówienie jest w produkcji.",
    "email.parcels.title": "Przesyłki ({count}):",
    "email.parcels.line": "{carrier} {number}: {link}",
    "email.parcels.lineNoLink": "{carrier} {number}",
    "email.parcels.other": "Inny przewoźnik",
    "email.status.shipped": "Zamówienie zostało wysłane.",
    "email.status.completed": "Zamówienie zostało zrealizowane. Dziękujemy!",
    "email.status.cancelled":
      "Zamówienie zostało anulowane. Jeśli to pomyłka, skontaktuj się z nami.",
    "email.payment.intro": "Nowe informacje o płatności za zamówienie {number}: {status}.",
    "email.greeting": "Dzień dobry,",
    "email.greeting.named": "Dzień dobry, {name},",
    "email.status.orderPage":
      "Zamówienie i jego status zobaczysz na stronie zamówienia (link ważny 30 dni od złożenia zamówienia): {link}",
    "email.payment.state.awaiting": "czekamy na płatność",
    "email.payment.state.paid": "płatność otrzymana",
    "email.payment.state.cancelled": "płatność anulowana",
    "email.payment.state.partially_refunded": "część płatności zwrócona",
    "email.payment.state.refunded": "płatność zwrócona",
    "email.payment.awaiting":
      "Zamówienie czeka na płatność. Zaczniemy je realizować, gdy ją otrzymamy.",
    "email.payment.paid": "Dziękujemy, otrzymaliśmy płatność. Zamówienie przechodzi do realizacji.",
    "email.payment.cancelled":
      "Płatność została anulowana. Jeśli to pomyłka lub chcesz zapłacić ponownie, skontaktuj się z nami.",
    "email.payment.partially_refunded":
      "Zwróciliśmy część płatności. Pieniądze wrócą na Twoje konto w ciągu kilku dni roboczych.",
    "email.payment.refunded":
      "Zwróciliśmy całą płatność. Pieniądze wrócą na Twoje konto w ciągu kilku dni roboczych.",
    "order.status.new": "nowe",
    "order.status.awaiting_files": "czeka na pliki",
    "order.status.awaiting_approval": "czeka na akceptację projektu",
    "order.status.in_production": "w produkcji",
    "order.status.shipped": "wysłane",
    "order.status.completed": "zrealizowane",
    "order.status.cancelled": "anulowane",
    "order.payment.awaiting": "oczekuje",
    "order.payment.paid": "opłacone",
    "order.payment.cancelled": "anulowana",
    "order.payment.partially_refunded": "zwrócona w części",
    "order.payment.refunded": "zwrócona",
  },
  en: {
    "email.not_found": "Message not found.",
    "email.already_sent": "This message has already been sent.",
    "email.no_link_to_renew":
      "This message is not one to send with a new link (it has no hidden link, or it is still waiting to be sent).",
    "email.order.subject": "Order {number} received",
    "email.order.intro": "Thank you for your order {number} placed on {date}. Here is its summary.",
    "email.order.product": "Product",
    "email.order.quantity": "Quantity",
    "email.order.dispatch": "Dispatch",
    "email.order.net": "Net",
    "email.order.gross": "Gross",
    "email.order.shipping": "Delivery",
    "email.order.toPay": "To pay",
    "email.order.payment": "Payment",
    "email.order.buyerKind": "Buyer",
    "email.order.buyerKind.consumer": "consumer",
    "email.order.buyerKind.sole_trader": "sole trader buying for private use",
    "email.order.buyerKind.company": "company",
    "email.order.delivery": "Delivery method",
    "email.order.zeroVat": "0% VAT (intra-Community supply), EU VAT number: {vatNumber}",
    "email.order.files":
      "You can send your print files in the “Files” step or by replying to this message.",
    "email.order.filesReceived":
      "Your print files came with the order: we check them before printing.",
    "email.order.myOrders": "Follow your order under My orders: {link}",
    "email.order.paymentFee": "Cash on delivery fee",
    "email.order.packing": "Protective packing",
    "email.order.packed": "with protective packing",
    "email.order.cash": "You pay the courier when the parcel arrives: {amount}.",
    "email.order.payLink":
      "If the online payment was not finished, you can pay on the order's page (link valid for 30 days): {link}",
    "email.order.payAccount":
      "If the online payment was not finished, you can pay under My orders: {link}",
    "email.order.filesLink":
      "Send your print files on the order's page (the link is valid for 30 days): {link}",
    "email.footer":
      "This message was sent automatically by the shop. Reply to it if you have questions.",
    "email.invoice.subject": "Invoice {invoice} for order {number}",
    "email.invoice.intro": "We have issued invoice {invoice} for order {number}.",
    "email.invoice.download": "Download the invoice as a PDF from the order's page: {link}",
    "email.status.subject": "Order {number}: {status}",
    "email.status.intro": "The status of your order {number} is now: {status}.",
    "email.status.new": "Your order is waiting to be accepted for production.",
    "email.status.awaiting_approval":
      "Your proof is ready. Please check and approve it so that we can start production.",
    "email.status.awaiting_files":
      "We are waiting for your print files. Please send them so that we can start production.",
    "email.status.in_production": "Your order is in production.",
    "email.parcels.title": "Parcels ({count}):",
    "email.parcels.line": "{carrier} {number}: {link}",
    "email.parcels.lineNoLink": "{carrier} {number}",
    "email.parcels.other": "Other carrier",
    "email.status.shipped": "Your order has been shipped.",
    "email.status.completed": "Your order is complete. Thank you!",
    "email.status.cancelled":
      "Your order has been cancelled. If this is a mistake, please contact us.",
    "email.payment.intro": "News about the payment for your order {number}: {status}.",
    "email.greeting": "Hello,",
    "email.greeting.named": "Hello {name},",
    "email.status.orderPage":
      "You can see your order and its status on the order's page (the link is valid for 30 days from when the order was placed): {link}",
    "email.payment.state.awaiting": "awaiting payment",
    "email.payment.state.paid": "payment received",
    "email.payment.state.cancelled": "payment cancelled",
    "email.payment.state.partially_refunded": "payment partly refunded",
    "email.payment.state.refunded": "payment refunded",
    "email.payment.awaiting":
      "Your order is waiting for payment. We will start on it once the payment arrives.",
    "email.payment.paid":
      "Thank you, we have received your payment. Your order now goes into production.",
    "email.payment.cancelled":
      "The payment has been cancelled. If this is a mistake or you would like to pay again, please contact us.",
    "email.payment.partially_refunded":
      "We have refunded part of your payment. The money will be back in your account within a few working days.",
    "email.payment.refunded":
      "We have refunded your payment in full. The money will be back in your account within a few working days.",
    "order.status.new": "new",
    "order.status.awaiting_files": "awaiting files",
    "order.status.awaiting_approval": "awaiting proof approval",
    "order.status.in_production": "in production",
    "order.status.shipped": "shipped",
    "order.status.completed": "completed",
    "order.status.cancelled": "cancelled",
    "order.payment.awaiting": "awaiting",
    "order.payment.paid": "paid",
    "order.payment.cancelled": "cancelled",
    "order.payment.partially_refunded": "partially refunded",
    "order.payment.refunded": "refunded",
  },
  de: {
    "email.not_found": "Nachricht nicht gefunden.",
    "email.already_sent": "Diese Nachricht wurde bereits gesendet.",
    "email.no_link_to_renew":
      "Diese Nachricht lässt sich nicht mit einem neuen Link senden (sie enthält keinen verborgenen Link oder wartet noch auf den Versand).",
    "email.order.subject": "Bestellung {number} eingegangen",
    "email.order.intro":
      "Vielen Dank für Ihre Bestellung {number} vom {date}. Hier ist die Übersicht.",
    "email.order.product": "Produkt",
    "email.order.quantity": "Menge",
    "email.order.dispatch": "Versand",
    "email.order.net": "Netto",
    "email.order.gross": "Brutto",
    "email.order.shipping": "Lieferung",
    "email.order.toPay": "Zu zahlen",
    "email.order.payment": "Zahlung",
    "email.order.buyerKind": "Käufer",
    "email.order.buyerKind.consumer": "Verbraucher",
    "email.order.buyerKind.sole_trader":
      "Einzelunternehmer mit Verbraucherrechten (privater Zweck)",
    "email.order.buyerKind.company": "Unternehmen",
    "email.order.delivery": "Versandart",
    "email.order.zeroVat": "0 % MwSt. (innergemeinschaftliche Lieferung), USt-IdNr.: {vatNumber}",
    "email.order.files":
      "Ihre Druckdaten können Sie im Schritt „Dateien“ hochladen oder als Antwort auf diese Nachricht senden.",
    "email.order.filesReceived":
      "Ihre Druckdaten sind mit der Bestellung eingegangen: Wir prüfen sie vor dem Druck.",
    "email.order.myOrders": "Den Stand Ihrer Bestellung sehen Sie unter Meine Bestellungen: {link}",
    "email.order.paymentFee": "Nachnahmegebühr",
    "email.order.packing": "Schutzverpackung",
    "email.order.packed": "mit Schutzverpackung",
    "email.order.cash": "Sie zahlen bei Lieferung an den Kurier: {amount}.",
    "email.order.payLink":
      "Falls die Online-Zahlung nicht abgeschlossen wurde, können Sie auf der Seite der Bestellung bezahlen (Link 30 Tage gültig): {link}",
    "email.order.payAccount":
      "Falls die Online-Zahlung nicht abgeschlossen wurde, können Sie unter Meine Bestellungen bezahlen: {link}",
    "email.order.filesLink":
      "Ihre Druckdaten senden Sie auf der Seite der Bestellung (der Link gilt 30 Tage): {link}",
    "email.footer":
      "Diese Nachricht wurde automatisch vom Shop gesendet. Bei Fragen antworten Sie einfach darauf.",
    "email.invoice.subject": "Rechnung {invoice} zur Bestellung {number}",
    "email.invoice.intro": "Wir haben die Rechnung {invoice} zur Bestellung {number} ausgestellt.",
    "email.invoice.download":
      "Die Rechnung als PDF laden Sie auf der Seite der Bestellung herunter: {link}",
    "email.status.subject": "Bestellung {number}: {status}",
    "email.status.intro": "Der Status Ihrer Bestellung {number} ist jetzt: {status}.",
    "email.status.new": "Ihre Bestellung wartet auf die Freigabe zur Produktion.",
    "email.status.awaiting_approval":
      "Ihr Korrekturabzug ist fertig. Bitte prüfen und freigeben Sie ihn, damit wir mit der Produktion beginnen können.",
    "email.status.awaiting_files":
      "Wir warten auf Ihre Druckdaten. Bitte senden Sie sie, damit wir mit der Produktion beginnen können.",
    "email.status.in_production": "Ihre Bestellung ist in Produktion.",
    "email.parcels.title": "Pakete ({count}):",
    "email.parcels.line": "{carrier} {number}: {link}",
    "email.parcels.lineNoLink": "{carrier} {number}",
    "email.parcels.other": "Anderer Paketdienst",
    "email.status.shipped": "Ihre Bestellung wurde versandt.",
    "email.status.completed": "Ihre Bestellung ist abgeschlossen. Vielen Dank!",
    "email.status.cancelled":
      "Ihre Bestellung wurde storniert. Falls das ein Irrtum ist, kontaktieren Sie uns bitte.",
    "email.payment.intro": "Neues zur Zahlung Ihrer Bestellung {number}: {status}.",
    "email.greeting": "Guten Tag,",
    "email.greeting.named": "Guten Tag {name},",
    "email.status.orderPage":
      "Ihre Bestellung und ihren Status sehen Sie auf der Bestellseite (der Link gilt 30 Tage ab der Bestellung): {link}",
    "email.payment.state.awaiting": "Zahlung ausstehend",
    "email.payment.state.paid": "Zahlung erhalten",
    "email.payment.state.cancelled": "Zahlung storniert",
    "email.payment.state.partially_refunded": "Zahlung teilweise erstattet",
    "email.payment.state.refunded": "Zahlung erstattet",
    "email.payment.awaiting":
      "Ihre Bestellung wartet auf die Zahlung. Wir beginnen, sobald sie eingegangen ist.",
    "email.payment.paid":
      "Vielen Dank, wir haben Ihre Zahlung erhalten. Ihre Bestellung geht jetzt in die Produktion.",
    "email.payment.cancelled":
      "Die Zahlung wurde storniert. Falls das ein Irrtum ist oder Sie erneut zahlen möchten, kontaktieren Sie uns bitte.",
    "email.payment.partially_refunded":
      "Wir haben einen Teil Ihrer Zahlung erstattet. Das Geld ist in wenigen Werktagen wieder auf Ihrem Konto.",
    "email.payment.refunded":
      "Wir haben Ihre Zahlung vollständig erstattet. Das Geld ist in wenigen Werktagen wieder auf Ihrem Konto.",
    "order.status.new": "neu",
    "order.status.awaiting_files": "wartet auf Dateien",
    "order.status.awaiting_approval": "wartet auf Freigabe des Korrekturabzugs",
    "order.status.in_production": "in Produktion",
    "order.status.shipped": "versandt",
    "order.status.completed": "abgeschlossen",
    "order.status.cancelled": "storniert",
    "order.payment.awaiting": "ausstehend",
    "order.payment.paid": "bezahlt",
    "order.payment.cancelled": "storniert",
    "order.payment.partially_refunded": "teilweise erstattet",
    "order.payment.refunded": "erstattet",
  },
};
