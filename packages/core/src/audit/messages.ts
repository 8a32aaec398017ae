/** Messages of the shared admin write path (version check) and the audit log. */
export const auditMessages = {
  pl: {
    "conflict.stale":
      "Ktoś inny zapisał ten rekord w międzyczasie. Odśwież dane i spróbuj ponownie.",
    "audit.range_invalid": "Początek zakresu dat musi być przed jego końcem.",
  },
  en: {
    "conflict.stale": "Someone else saved this record in the meantime. Reload it and try again.",
    "audit.range_invalid": "The start of the date range must be before its end.",
  },
  de: {
    "conflict.stale":
      "Jemand anderes hat diesen Datensatz inzwischen gespeichert. Bitte neu laden und erneut versuchen.",
    "audit.range_invalid": "Der Beginn des Zeitraums muss vor seinem Ende liegen.",
  },
};
