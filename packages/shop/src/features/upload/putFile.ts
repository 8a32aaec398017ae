/** A PUT of one file with progress (fetch has no upload progress; XMLHttpRequest does). */
export function putFile(
  url: string,
  file: File,
  headers: Record<string, string>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = "";
      try {
        message =
          (JSON.parse(xhr.responseText) as { error?: { message?: string } }).error?.message ?? "";
      } catch {
        // S3 answers XML; the generic text below says what to do.
      }
      reject(
        Object.assign(new Error(message || `upload failed (${xhr.status})`), {
          status: xhr.status,
          serverMessage: message,
        }),
      );
    };
    xhr.onerror = () => reject(Object.assign(new Error("network"), { network: true }));
    xhr.onabort = () => reject(Object.assign(new Error("aborted"), { aborted: true }));
    signal?.addEventListener("abort", () => xhr.abort());
    xhr.send(file);
  });
}
