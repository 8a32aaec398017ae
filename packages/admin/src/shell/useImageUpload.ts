import { useMemo } from "react";
import { presignedUpload, type ImageUpload } from "@printshop/ui/admin";
import type { UploadInput } from "@printshop/core/images/schema";
import { trpc } from "../trpc";

/** The RichTextEditor's image upload through `admin.images.upload` (presigned PUT, public URL). */
export function useImageUpload(): ImageUpload {
  // A refused type or size rejects the upload; the editor shows why under itself.
  const { mutateAsync } = trpc.admin.images.upload.useMutation({ onError: () => undefined });
  return useMemo(
    () =>
      presignedUpload((f) =>
        mutateAsync({
          contentType: f.contentType as UploadInput["contentType"],
          size: f.size,
          name: f.name.slice(0, 200),
        }),
      ),
    [mutateAsync],
  );
}
