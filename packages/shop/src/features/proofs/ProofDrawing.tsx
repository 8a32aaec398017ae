import { useTranslation } from "@printshop/ui";
import { useEffect, useState } from "react";
import { PdfProof } from "../upload/PdfProof";
import type { Size } from "../labels/geometry";

/**
 * One proof as the shop draws print files: a PDF's first page on the label's shape with the cut
 * line, bleed and safe zone (PdfProof, pdf.js loaded on demand); an image shown as it is. The
 * file comes from its short-lived link (`link()` asks the server for it each time it is drawn).
 */
export function ProofDrawing(props: {
  proofId: string;
  fileName: string;
  contentType: string;
  label: Size | null;
  link: () => Promise<{ url: string }>;
}) {
  const { t } = useTranslation("proofs");
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { link, fileName, contentType } = props;
  useEffect(() => {
    let live = true;
    let objectUrl: string | null = null;
    void (async () => {
      try {
        const res = await fetch((await link()).url);
        if (!res.ok) throw new Error(String(res.status));
        const blob = await res.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
        setFile(new File([blob], fileName, { type: contentType }));
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- drawn once per proof; `link` is a new function each render
  }, [props.proofId]);
  if (failed) return <p className="hint">{t("failed")}</p>;
  if (!url) return <p role="status">{t("loading")}</p>;
  return (
    <div className="proof-drawing" data-testid="proof-drawing">
      {contentType === "application/pdf" && props.label ? (
        <PdfProof file={file} label={props.label} />
      ) : contentType.startsWith("image/") ? (
        <img src={url} alt={t("image")} className="proof-image" />
      ) : null}
      <p>
        <a href={url} download={fileName}>
          {t("download")}
        </a>
      </p>
    </div>
  );
}
