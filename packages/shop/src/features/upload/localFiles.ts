/**
 * The files this browser uploaded in this visit, by upload id: the proof is drawn from the bytes
 * the shopper chose (print files are private; nothing is downloaded again to show it).
 */
const files = new Map<string, File>();

export const rememberFile = (uploadId: string, file: File) => void files.set(uploadId, file);
export const localFile = (uploadId: string): File | null => files.get(uploadId) ?? null;
export const forgetFile = (uploadId: string) => void files.delete(uploadId);
