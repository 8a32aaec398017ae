/** Proof approval's messages (issue 31 item 1): its errors and the "your proof is ready" e-mail. */
export const proofMessages = {
  pl: {
    "proof.order_cancelled":
      "Zamówienie jest anulowane — projektu nie można już zaakceptować ani zmienić.",
    "proof.order_closed":
      "Zamówienie jest już wysłane lub zakończone — projektu nie można zmienić.",
    "proof.in_production": "Zamówienie jest już w produkcji — nowego projektu nie można dodać.",
    "proof.already_approved": "Ten projekt jest już zaakceptowany.",
    "proof.changes_already_requested":
      "Prośba o zmiany została już wysłana — czekamy na nowy projekt od naszego studia.",
    "proof.newer_proof": "Jest nowszy projekt — odśwież stronę i sprawdź go.",
    "proof.line_not_found": "Nie ma projektu do akceptacji dla tej pozycji.",
    "proof.not_found": "Nie ma takiego projektu.",
    "proof.too_many": "Za dużo projektów dla jednej pozycji.",
    "proof.file_required": "Dodaj plik projektu albo wskaż plik klienta.",
    "proof.file_not_found": "Nie ma takiego pliku w zamówieniu.",
    "proof.wrong_type": "Projekt musi być plikiem PDF, PNG lub JPG.",
    "proof.too_large": "Plik projektu jest za duży (najwyżej {max} MB).",
    "proof.unreadable": "Nie udało się odczytać pliku PDF projektu.",
    "order.proof_pending":
      "Zamówienie czeka na akceptację projektu — podaj powód, aby zmienić status mimo to.",
    "email.proof.subject": "Projekt do akceptacji — zamówienie {number}",
    "email.proof.reminderSubject":
      "Przypomnienie: projekt czeka na akceptację — zamówienie {number}",
    "email.proof.intro":
      "Przygotowaliśmy projekt do Twojego zamówienia {number}. Sprawdź go i zaakceptuj albo poproś o zmiany.",
    "email.proof.reminder":
      "Projekt do Twojego zamówienia {number} wciąż czeka na Twoją odpowiedź. Produkcja rozpocznie się po akceptacji.",
    "email.proof.link": "Projekt: {link}",
    "email.proof.note": "Uwagi studia: {note}",
    "email.proof.dispatch": "Termin wysyłki liczymy od dnia akceptacji projektu.",
  },
  en: {
    "proof.order_cancelled":
      "The order is cancelled — its proof can no longer be approved or changed.",
    "proof.order_closed": "The order is already shipped or completed — its proof cannot change.",
    "proof.in_production": "The order is already in production — no new proof can be added.",
    "proof.already_approved": "This proof is already approved.",
    "proof.changes_already_requested":
      "Your change request is already sent — we are preparing a new proof.",
    "proof.newer_proof": "There is a newer proof — reload the page and check it.",
    "proof.line_not_found": "There is no proof to approve for this item.",
    "proof.not_found": "There is no such proof.",
    "proof.too_many": "Too many proofs for one item.",
    "proof.file_required": "Add a proof file or choose the customer's file.",
    "proof.file_not_found": "The order has no such file.",
    "proof.wrong_type": "A proof must be a PDF, PNG or JPG file.",
    "proof.too_large": "The proof file is too large (at most {max} MB).",
    "proof.unreadable": "The proof's PDF could not be read.",
    "order.proof_pending":
      "The order awaits proof approval — give a reason to change its status anyway.",
    "email.proof.subject": "Your proof is ready — order {number}",
    "email.proof.reminderSubject": "Reminder: your proof awaits approval — order {number}",
    "email.proof.intro":
      "Your proof for order {number} is ready. Please check it and approve it or ask for changes.",
    "email.proof.reminder":
      "The proof for your order {number} still awaits your answer. Production starts once you approve it.",
    "email.proof.link": "Proof: {link}",
    "email.proof.note": "Our prepress notes: {note}",
    "email.proof.dispatch": "The dispatch date counts from the day you approve the proof.",
  },
  de: {
    "proof.order_cancelled":
      "Die Bestellung ist storniert — ihr Korrekturabzug kann nicht mehr freigegeben oder geändert werden.",
    "proof.order_closed":
      "Die Bestellung ist bereits versandt oder abgeschlossen — der Korrekturabzug kann sich nicht ändern.",
    "proof.in_production":
      "Die Bestellung ist bereits in Produktion — kein neuer Korrekturabzug möglich.",
    "proof.already_approved": "Dieser Korrekturabzug ist bereits freigegeben.",
    "proof.changes_already_requested":
      "Ihr Änderungswunsch ist bereits gesendet — wir bereiten einen neuen Korrekturabzug vor.",
    "proof.newer_proof": "Es gibt einen neueren Korrekturabzug — Seite neu laden und prüfen.",
    "proof.line_not_found": "Für diese Position gibt es keinen Korrekturabzug zur Freigabe.",
    "proof.not_found": "Diesen Korrekturabzug gibt es nicht.",
    "proof.too_many": "Zu viele Korrekturabzüge für eine Position.",
    "proof.file_required": "Fügen Sie eine Datei hinzu oder wählen Sie die Datei des Kunden.",
    "proof.file_not_found": "Die Bestellung hat keine solche Datei.",
    "proof.wrong_type": "Ein Korrekturabzug muss eine PDF-, PNG- oder JPG-Datei sein.",
    "proof.too_large": "Die Datei ist zu groß (höchstens {max} MB).",
    "proof.unreadable": "Das PDF des Korrekturabzugs konnte nicht gelesen werden.",
    "order.proof_pending":
      "Die Bestellung wartet auf die Freigabe des Korrekturabzugs — geben Sie einen Grund an, um den Status trotzdem zu ändern.",
    "email.proof.subject": "Ihr Korrekturabzug ist fertig — Bestellung {number}",
    "email.proof.reminderSubject":
      "Erinnerung: Ihr Korrekturabzug wartet auf Freigabe — Bestellung {number}",
    "email.proof.intro":
      "Ihr Korrekturabzug für die Bestellung {number} ist fertig. Bitte prüfen Sie ihn und geben Sie ihn frei oder bitten Sie um Änderungen.",
    "email.proof.reminder":
      "Der Korrekturabzug für Ihre Bestellung {number} wartet noch auf Ihre Antwort. Die Produktion beginnt nach der Freigabe.",
    "email.proof.link": "Korrekturabzug: {link}",
    "email.proof.note": "Hinweise unserer Druckvorstufe: {note}",
    "email.proof.dispatch": "Der Versandtermin zählt ab dem Tag der Freigabe.",
  },
};
