/** Server messages of the upload step. */
export const messages = {
  pl: {
    "upload.wrong_type":
      "Ten typ pliku nie jest obsługiwany. Wgraj PDF, AI, EPS, TIFF, PNG lub JPG.",
    "upload.too_large": "Plik jest za duży: najwyżej {max} MB.",
    "upload.empty": "Plik jest pusty.",
    "upload.too_many": "Do jednej pozycji można dołączyć najwyżej {max} plików.",
    "upload.not_found": "Nie znaleziono pliku.",
    "upload.missing": "Plik nie dotarł na serwer. Wgraj go ponownie.",
    "upload.size_mismatch": "Plik dotarł niekompletny. Wgraj go ponownie.",
    "upload.bad_signature": "Link do wgrania pliku jest nieprawidłowy.",
    "upload.expired": "Link do wgrania pliku wygasł. Wgraj plik ponownie.",
    "upload.bad_key": "Nieprawidłowa nazwa pliku.",
    "upload.too_many_checks":
      "W ostatniej godzinie sprawdziliśmy dla tego zamówienia zbyt wiele plików. Spróbuj ponownie za {minutes} min.",
  },
  en: {
    "upload.wrong_type": "This file type is not supported. Upload PDF, AI, EPS, TIFF, PNG or JPG.",
    "upload.too_large": "The file is too large: {max} MB at most.",
    "upload.empty": "The file is empty.",
    "upload.too_many": "At most {max} files can be attached to one item.",
    "upload.not_found": "File not found.",
    "upload.missing": "The file did not reach the server. Please upload it again.",
    "upload.size_mismatch": "The file arrived incomplete. Please upload it again.",
    "upload.bad_signature": "The upload link is not valid.",
    "upload.expired": "The upload link has expired. Please upload the file again.",
    "upload.bad_key": "Invalid file name.",
    "upload.too_many_checks":
      "Too many files were checked for this order in the last hour. Please try again in {minutes} min.",
  },
  de: {
    "upload.wrong_type":
      "Dieser Dateityp wird nicht unterstützt. Laden Sie PDF, AI, EPS, TIFF, PNG oder JPG hoch.",
    "upload.too_large": "Die Datei ist zu groß: höchstens {max} MB.",
    "upload.empty": "Die Datei ist leer.",
    "upload.too_many": "An einen Artikel können höchstens {max} Dateien angehängt werden.",
    "upload.not_found": "Datei nicht gefunden.",
    "upload.missing":
      "Die Datei ist nicht auf dem Server angekommen. Bitte laden Sie sie erneut hoch.",
    "upload.size_mismatch": "Die Datei kam unvollständig an. Bitte laden Sie sie erneut hoch.",
    "upload.bad_signature": "Der Upload-Link ist ungültig.",
    "upload.expired": "Der Upload-Link ist abgelaufen. Bitte laden Sie die Datei erneut hoch.",
    "upload.bad_key": "Ungültiger Dateiname.",
    "upload.too_many_checks":
      "Für diese Bestellung wurden in der letzten Stunde zu viele Dateien geprüft. Bitte versuchen Sie es in {minutes} Min. erneut.",
  },
};
