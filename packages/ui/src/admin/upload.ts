/**
 * An image upload through a presigned PUT: `presign` asks the server (admin.images.upload) for an
 * upload URL and the public URL, then the file goes straight to storage. Answers the public URL.
 */
export function presignedUpload(presign: (file: { name: string; contentType: string; size: number }) => Promise<{ uploadUrl: string; publicUrl: string; headers?: Record<string, string> }>) {
  return async (file: File): Promise<string> => {
    const target = await presign({ name: file.name, contentType: file.type, size: file.size });
    const res = await fetch(target.uploadUrl, { method: "PUT", body: file, headers: { "content-type": file.type, ...target.headers }, credentials: "same-origin" });
    if (!res.ok) throw new Error(`Failed to upload (${res.status})`);
    return target.publicUrl;
  };
}
