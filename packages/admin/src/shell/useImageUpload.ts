import { useMemo } from "react";
import { presignedUpload, type ImageUpload } from "@printshop/ui/admin";
import { trpc } from "../trpc";

/** The RichTextEditor's image upload through `admin.images.upload` (presigned PUT, public URL). */
export function useImageUpload(): ImageUpload {
  const presign = trpc.admin.images.upload.useMutation({ onError: () => undefined });
  const { mutateAsync } = presign;
  return useMemo(
    () => presignedUpload((f) => mutateAsync({ contentType: f.contentType as "image/png", size: f.size, name: f.name.slice(0, 200) })),
    [mutateAsync],
  );
}
