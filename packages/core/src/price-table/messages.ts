/** Messages of the price store and `admin.prices.*` in pl, en, de (browser-safe: the grid shows them too). */
export const pricesMessages = {
  pl: {
    "prices.combination_invalid": "Nieprawidłowa kombinacja atrybutów.",
    "prices.combination_unknown": "Ta kombinacja nie pasuje do atrybutów produktu.",
    "prices.product_not_table": "Ten produkt nie ma tabeli cen.",
    "prices.run_unknown": "Produkt nie ma nakładu {copy}.",
    "prices.run_exists": "Nakład {copy} już istnieje.",
    "prices.copy_required": "Wybierz nakład.",
    "prices.percent_invalid": "Podaj procent od 0 do 100 (obniżka) lub do 1000 (podwyżka).",
    "prices.change_all_failed":
      "Coś poszło nie tak. Nie udało się zmienić cen. Spróbuj ponownie lub skontaktuj się z administratorem.",
    "prices.change_set_not_found": "Nie znaleziono tej wersji cennika.",
    "prices.import.invalid_file": "Nie udało się odczytać pliku.",
    "prices.import.has_errors": "Plik zawiera błędy; niczego nie zmieniono.",
    "prices.import.changed_since":
      "Cena ({combination}, {copy} szt.) zmieniła się po eksporcie pliku (teraz {current}); pobierz nowy plik.",
    "prices.file.header": "Pierwszy wiersz musi zawierać kolumny combination, copy, net.",
    "prices.file.combination": "Nieprawidłowa kombinacja „{value}”.",
    "prices.file.copy": "Nieprawidłowy nakład „{value}”.",
    "prices.file.change_set": "Nieprawidłowa wersja cennika „{value}” w kolumnie changeSet.",
    "prices.file.change_set_mixed":
      "Ten wiersz pochodzi z innej wersji cennika ({value}) niż poprzednie ({first}); wyeksportuj plik ponownie.",
    "prices.file.duplicate": "Ta cena występuje już w wierszu {first}.",
    "prices.file.quotes": "Cudzysłów otwarty w tym wierszu nie jest zamknięty.",
    "prices.number.empty": "Podaj cenę.",
    "prices.number.negative": "Cena nie może być ujemna.",
    "prices.number.not_a_number": "To nie jest liczba.",
    "prices.number.too_many_decimals": "Cena może mieć najwyżej dwa miejsca po przecinku.",
    "prices.number.too_large": "Cena jest za duża.",
  },
  en: {
    "prices.combination_invalid": "Invalid attribute combination.",
    "prices.combination_unknown": "This combination does not match the product's attributes.",
    "prices.product_not_table": "This product has no price table.",
    "prices.run_unknown": "The product has no run of {copy}.",
    "prices.run_exists": "The run {copy} already exists.",
    "prices.copy_required": "Choose a run.",
    "prices.percent_invalid":
      "Enter a percentage from 0 to 100 (decrease) or up to 1000 (increase).",
    "prices.change_all_failed":
      "Something went wrong. The prices could not be changed. Please try again or contact the administrator.",
    "prices.change_set_not_found": "This price-table version was not found.",
    "prices.import.invalid_file": "The file could not be read.",
    "prices.import.has_errors": "The file has errors; nothing was changed.",
    "prices.import.changed_since":
      "The price ({combination}, {copy} pcs) changed after the file was exported (now {current}); download a new file.",
    "prices.file.header": "The first row must have the columns combination, copy, net.",
    "prices.file.combination": 'Invalid combination "{value}".',
    "prices.file.copy": 'Invalid run "{value}".',
    "prices.file.change_set": 'Invalid price-table version "{value}" in the changeSet column.',
    "prices.file.change_set_mixed":
      "This row comes from another price-table version ({value}) than the rows before it ({first}); export the file again.",
    "prices.file.duplicate": "This price is already in row {first}.",
    "prices.file.quotes": "A quote opened in this row is never closed.",
    "prices.number.empty": "Enter a price.",
    "prices.number.negative": "A price cannot be negative.",
    "prices.number.not_a_number": "This is not a number.",
    "prices.number.too_many_decimals": "A price has at most two decimals.",
    "prices.number.too_large": "The price is too large.",
  },
  de: {
    "prices.combination_invalid": "Ungültige Attributkombination.",
    "prices.combination_unknown": "Diese Kombination passt nicht zu den Attributen des Produkts.",
    "prices.product_not_table": "Dieses Produkt hat keine Preistabelle.",
    "prices.run_unknown": "Das Produkt hat keine Auflage {copy}.",
    "prices.run_exists": "Die Auflage {copy} gibt es bereits.",
    "prices.copy_required": "Wählen Sie eine Auflage.",
    "prices.percent_invalid":
      "Geben Sie einen Prozentsatz von 0 bis 100 (Senkung) oder bis 1000 (Erhöhung) ein.",
    "prices.change_all_failed":
      "Etwas ist schiefgelaufen. Die Preise konnten nicht geändert werden. Versuchen Sie es erneut oder wenden Sie sich an den Administrator.",
    "prices.change_set_not_found": "Diese Version der Preistabelle wurde nicht gefunden.",
    "prices.import.invalid_file": "Die Datei konnte nicht gelesen werden.",
    "prices.import.has_errors": "Die Datei enthält Fehler; es wurde nichts geändert.",
    "prices.import.changed_since":
      "Der Preis ({combination}, {copy} Stk.) wurde nach dem Export geändert (jetzt {current}); laden Sie eine neue Datei herunter.",
    "prices.file.header": "Die erste Zeile muss die Spalten combination, copy, net enthalten.",
    "prices.file.combination": "Ungültige Kombination „{value}“.",
    "prices.file.copy": "Ungültige Auflage „{value}“.",
    "prices.file.change_set": "Ungültige Preistabellenversion „{value}“ in der Spalte changeSet.",
    "prices.file.change_set_mixed":
      "Diese Zeile stammt aus einer anderen Preistabellenversion ({value}) als die vorherigen ({first}); exportieren Sie die Datei erneut.",
    "prices.file.duplicate": "Dieser Preis steht bereits in Zeile {first}.",
    "prices.file.quotes":
      "Ein in dieser Zeile geöffnetes Anführungszeichen wird nicht geschlossen.",
    "prices.number.empty": "Geben Sie einen Preis ein.",
    "prices.number.negative": "Ein Preis kann nicht negativ sein.",
    "prices.number.not_a_number": "Das ist keine Zahl.",
    "prices.number.too_many_decimals": "Ein Preis hat höchstens zwei Nachkommastellen.",
    "prices.number.too_large": "Der Preis ist zu groß.",
  },
};
