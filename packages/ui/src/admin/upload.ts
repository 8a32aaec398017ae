/** What `admin.images.upload` answers: a presigned PUT and the image's public URL. */
export interface PresignedImage {
  upload: { url: string; method?: string; headers?: Record<string, string> };
  url: string;
}

/**
 * An image upload for the RichTextEditor: `presign` asks the server (`admin.images.upload`, which
 * checks type and size) for a presigned PUT, then the file goes straight to storage. Answers the
 * public URL; a refused presign or PUT rejects (the editor shows why).
 */
export function presignedUpload(
  presign: (file: { name: string; contentType: string; size: number }) => Promise<PresignedImage>,
) {
  return async (file: File): Promise<string> => {
    const target = await presign({ name: file.name, contentType: file.type, size: file.size });
    const res = await fetch(target.upload.url, {
      method: target.upload.method ?? "PUT",
      body: file,
      headers: { "content-type": file.type, ...target.upload.headers },
    });
    if (!res.ok) throw new Error(`Failed to upload the image (HTTP ${res.status})`);
    return target.url;
  };
}
