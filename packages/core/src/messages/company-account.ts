/**
 * Company accounts' messages (errors and e-mails), in pl, en and de; messages/index.ts merges
 * them, company-account/ renders its e-mails with them (one direction: this folder imports none).
 */
export const companyAccountMessages = {
  pl: {
    "companyAccount.nip_required":
      "Aby założyć konto firmy, wpisz w „Moich danych” firmę z poprawnym polskim NIP-em.",
    "companyAccount.nip_taken":
      "Konto firmy o NIP {nip} już istnieje. Poproś jego właściciela ({owner}) o zaproszenie.",
    "companyAccount.already_member":
      "Należysz już do konta firmy. Aby dołączyć do innej, najpierw opuść obecną.",
    "companyAccount.not_member": "Nie należysz do żadnego konta firmy.",
    "companyAccount.owner_only": "Tylko właściciel konta firmy może to zrobić.",
    "companyAccount.too_many_invites":
      "Firma może mieć najwyżej {max} oczekujących zaproszeń. Najpierw cofnij któreś z nich.",
    "companyAccount.invite_member": "{email} już należy do tej firmy.",
    "companyAccount.invite_invalid":
      "Ten link zaproszenia jest nieważny: został już użyty, cofnięty albo jest niepełny.",
    "companyAccount.invite_expired":
      "To zaproszenie wygasło. Poproś właściciela konta firmy o nowe.",
    "companyAccount.invite_other_account":
      "To zaproszenie jest dla innego adresu e-mail. Zaloguj się na konto tego adresu, aby je przyjąć.",
    "companyAccount.invite_not_found": "Nie ma takiego zaproszenia (przyjęte albo cofnięte).",
    "companyAccount.member_not_found": "Ta osoba nie należy do firmy.",
    "companyAccount.owner_cannot_leave": "Właściciel nie może opuścić konta firmy.",
    "companyAccount.threshold_invalid":
      "Podaj kwotę netto w PLN, np. 1000 albo 1000,50, albo zostaw pole puste.",
    "companyAccount.approval_not_found": "Nie ma takiego zamówienia do akceptacji.",
    "companyAccount.approval_done": "To zamówienie zostało już rozpatrzone.",
    "companyAccount.approval_cart_changed":
      "Zamówienie kupującego zmieniło się od wysłania do akceptacji i nie może zostać złożone. Poproś kupującego o ponowne zamówienie.",
    "companyAccount.buyer_left": "Kupujący nie należy już do firmy.",
    "email.companyInvite.subject": "Zaproszenie do konta firmy {company}",
    "email.companyInvite.intro":
      "{inviter} zaprasza Cię do konta firmy {company} (NIP {nip}) w naszym sklepie: zobaczysz zamówienia, faktury i adresy firmy.",
    "email.companyInvite.link":
      "Aby przyjąć zaproszenie, zaloguj się (albo załóż konto) na ten adres e-mail i otwórz: {link}",
    "email.companyInvite.expires": "Link jest ważny 7 dni i działa tylko raz.",
    "email.companyApproval.subject": "Zamówienie czeka na Twoją akceptację",
    "email.companyApproval.intro":
      "{buyer} złożył(a) zamówienie na {net} PLN netto, powyżej progu akceptacji firmy {company}.",
    "email.companyApproval.link": "Zaakceptuj je albo odrzuć na koncie: {link}",
    "email.companyApproved.subject": "Zamówienie {number} zaakceptowane",
    "email.companyApproved.intro":
      "Właściciel konta firmy zaakceptował Twoje zamówienie; zostało złożone jako {number}.",
    "email.companyApproved.link": "Zamówienie (i płatność, jeśli online) na koncie: {link}",
    "email.companyRejected.subject": "Zamówienie odrzucone",
    "email.companyRejected.intro":
      "Właściciel konta firmy odrzucił Twoje zamówienie na {net} PLN netto.",
    "email.companyRejected.comment": "Komentarz: {comment}",
  },
  en: {
    "companyAccount.nip_required":
      "To create a company account, enter a company with a valid Polish NIP in “My data”.",
    "companyAccount.nip_taken":
      "A company account for NIP {nip} already exists. Ask its owner ({owner}) to invite you.",
    "companyAccount.already_member":
      "You already belong to a company account. Leave it first to join another.",
    "companyAccount.not_member": "You do not belong to a company account.",
    "companyAccount.owner_only": "Only the company account's owner can do this.",
    "companyAccount.too_many_invites":
      "A company can have at most {max} pending invitations. Revoke one of them first.",
    "companyAccount.invite_member": "{email} already belongs to this company.",
    "companyAccount.invite_invalid":
      "This invitation link is not valid: it was already used, revoked or is incomplete.",
    "companyAccount.invite_expired":
      "This invitation has expired. Ask the company account's owner for a new one.",
    "companyAccount.invite_other_account":
      "This invitation is for another e-mail address. Sign in with that address's account to accept it.",
    "companyAccount.invite_not_found": "No such invitation (accepted or revoked).",
    "companyAccount.member_not_found": "This person does not belong to the company.",
    "companyAccount.owner_cannot_leave": "The owner cannot leave the company account.",
    "companyAccount.threshold_invalid":
      "Enter a net amount in PLN, e.g. 1000 or 1000.50, or leave the field empty.",
    "companyAccount.approval_not_found": "No such order awaiting approval.",
    "companyAccount.approval_done": "This order has already been decided.",
    "companyAccount.approval_cart_changed":
      "The buyer's order changed after it was sent for approval and cannot be placed. Ask the buyer to order again.",
    "companyAccount.buyer_left": "The buyer no longer belongs to the company.",
    "email.companyInvite.subject": "Invitation to the company account of {company}",
    "email.companyInvite.intro":
      "{inviter} invites you to the company account of {company} (NIP {nip}) in our shop: you will see the company's orders, invoices and addresses.",
    "email.companyInvite.link":
      "To accept, sign in (or register) with this e-mail address and open: {link}",
    "email.companyInvite.expires": "The link is valid for 7 days and works once.",
    "email.companyApproval.subject": "An order awaits your approval",
    "email.companyApproval.intro":
      "{buyer} placed an order of PLN {net} net, above the approval threshold of {company}.",
    "email.companyApproval.link": "Approve or reject it in your account: {link}",
    "email.companyApproved.subject": "Order {number} approved",
    "email.companyApproved.intro":
      "The company account's owner approved your order; it has been placed as {number}.",
    "email.companyApproved.link": "The order (and its payment, if online) in your account: {link}",
    "email.companyRejected.subject": "Order rejected",
    "email.companyRejected.intro":
      "The company account's owner rejected your order of PLN {net} net.",
    "email.companyRejected.comment": "Comment: {comment}",
  },
  de: {
    "companyAccount.nip_required":
      "Um ein Firmenkonto anzulegen, tragen Sie unter „Meine Daten“ eine Firma mit gültiger polnischer NIP ein.",
    "companyAccount.nip_taken":
      "Für die NIP {nip} gibt es bereits ein Firmenkonto. Bitten Sie seinen Inhaber ({owner}) um eine Einladung.",
    "companyAccount.already_member":
      "Sie gehören bereits zu einem Firmenkonto. Verlassen Sie es zuerst, um einem anderen beizutreten.",
    "companyAccount.not_member": "Sie gehören zu keinem Firmenkonto.",
    "companyAccount.owner_only": "Nur der Inhaber des Firmenkontos kann das tun.",
    "companyAccount.too_many_invites":
      "Eine Firma kann höchstens {max} offene Einladungen haben. Ziehen Sie zuerst eine zurück.",
    "companyAccount.invite_member": "{email} gehört bereits zu dieser Firma.",
    "companyAccount.invite_invalid":
      "Dieser Einladungslink ist ungültig: Er wurde schon benutzt, zurückgezogen oder ist unvollständig.",
    "companyAccount.invite_expired":
      "Diese Einladung ist abgelaufen. Bitten Sie den Inhaber des Firmenkontos um eine neue.",
    "companyAccount.invite_other_account":
      "Diese Einladung gilt einer anderen E-Mail-Adresse. Melden Sie sich mit dem Konto dieser Adresse an, um sie anzunehmen.",
    "companyAccount.invite_not_found": "Keine solche Einladung (angenommen oder zurückgezogen).",
    "companyAccount.member_not_found": "Diese Person gehört nicht zur Firma.",
    "companyAccount.owner_cannot_leave": "Der Inhaber kann das Firmenkonto nicht verlassen.",
    "companyAccount.threshold_invalid":
      "Geben Sie einen Nettobetrag in PLN ein, z. B. 1000 oder 1000,50, oder lassen Sie das Feld leer.",
    "companyAccount.approval_not_found": "Keine solche Bestellung zur Freigabe.",
    "companyAccount.approval_done": "Über diese Bestellung wurde bereits entschieden.",
    "companyAccount.approval_cart_changed":
      "Die Bestellung des Käufers hat sich seit der Anfrage geändert und kann nicht aufgegeben werden. Bitten Sie den Käufer, neu zu bestellen.",
    "companyAccount.buyer_left": "Der Käufer gehört nicht mehr zur Firma.",
    "email.companyInvite.subject": "Einladung zum Firmenkonto von {company}",
    "email.companyInvite.intro":
      "{inviter} lädt Sie zum Firmenkonto von {company} (NIP {nip}) in unserem Shop ein: Sie sehen die Bestellungen, Rechnungen und Adressen der Firma.",
    "email.companyInvite.link":
      "Zum Annehmen melden Sie sich mit dieser E-Mail-Adresse an (oder registrieren sich) und öffnen: {link}",
    "email.companyInvite.expires": "Der Link ist 7 Tage gültig und funktioniert einmal.",
    "email.companyApproval.subject": "Eine Bestellung wartet auf Ihre Freigabe",
    "email.companyApproval.intro":
      "{buyer} hat eine Bestellung über {net} PLN netto aufgegeben, über der Freigabegrenze von {company}.",
    "email.companyApproval.link":
      "Geben Sie sie in Ihrem Konto frei oder lehnen Sie sie ab: {link}",
    "email.companyApproved.subject": "Bestellung {number} freigegeben",
    "email.companyApproved.intro":
      "Der Inhaber des Firmenkontos hat Ihre Bestellung freigegeben; sie wurde als {number} aufgegeben.",
    "email.companyApproved.link":
      "Die Bestellung (und ihre Zahlung, falls online) im Konto: {link}",
    "email.companyRejected.subject": "Bestellung abgelehnt",
    "email.companyRejected.intro":
      "Der Inhaber des Firmenkontos hat Ihre Bestellung über {net} PLN netto abgelehnt.",
    "email.companyRejected.comment": "Kommentar: {comment}",
  },
};
