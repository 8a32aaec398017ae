import { useRef, useState } from "react";
import { messageOf, useToast, useTranslation } from "@printshop/ui";
import {
  ACCEPT,
  MAX_FILE_BYTES,
  TOO_COMPLEX_TO_CHECK,
  checkFile,
  needsPrepress,
  type Preflight,
} from "@printshop/core/upload/files";
import { trpc } from "../../trpc";
import { putFile } from "./putFile";
import { PdfProof } from "./PdfProof";
import { PrepressChoice } from "./PrepressChoice";
import { forgetFile, localFile, rememberFile } from "./localFiles";
import "./upload.css";
import "./texts";

interface InFlight {
  id: number;
  lineId: string;
  name: string;
  progress: number;
  error: string | null;
}

const mb = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

function Verdict({ preflight }: { preflight: Preflight | null }) {
  const { t } = useTranslation("upload");
  if (!preflight) return null;
  return (
    <div
      className={`preflight preflight-${preflight.verdict}`}
      data-testid="preflight"
      data-verdict={preflight.verdict}
    >
      <strong>{t(`verdict.${preflight.verdict}`)}</strong>
      <ul>
        {preflight.issues.map((issue, i) => (
          <li key={i}>
            {t(`issue.${issue.code}`, { ...(issue.params ?? {}), defaultValue: issue.code })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Per cart line: choose files (PDF, AI, EPS, TIFF, PNG, JPG, ≤ 200 MB), each goes straight to
 * storage through a presigned PUT with a progress bar, then the server checks it (preflight for
 * PDFs) and attaches it to the line. A failed file says why and leaves the others as they are.
 * With `orderToken` (a placed order's signed link) the lines are that order's and a file goes onto
 * the order; files already on an order are not removed from here.
 */
export function UploadFiles({ orderToken }: { orderToken?: string } = {}) {
  const { t } = useTranslation("upload");
  const toast = useToast();
  const utils = trpc.useUtils();
  const forOrder = orderToken !== undefined;
  const cartList = trpc.shop.upload.list.useQuery(undefined, { staleTime: 0, enabled: !forOrder });
  const orderList = trpc.shop.orderFiles.list.useQuery(
    { token: orderToken ?? "" },
    { staleTime: 0, enabled: forOrder, retry: false, meta: { silent: true } },
  );
  const list = forOrder ? orderList : cartList;
  const cartPresign = trpc.shop.upload.presign.useMutation();
  const cartComplete = trpc.shop.upload.complete.useMutation();
  const orderPresign = trpc.shop.orderFiles.presign.useMutation();
  const orderComplete = trpc.shop.orderFiles.complete.useMutation();
  const presign = {
    mutateAsync: (x: { lineId: string; fileName: string; size: number }) =>
      forOrder ? orderPresign.mutateAsync({ ...x, token: orderToken }) : cartPresign.mutateAsync(x),
  };
  const complete = {
    mutateAsync: (x: { uploadId: string }) =>
      forOrder
        ? orderComplete.mutateAsync({ ...x, token: orderToken })
        : cartComplete.mutateAsync(x),
  };
  const invalidate = () =>
    forOrder ? utils.shop.orderFiles.list.invalidate() : utils.shop.upload.list.invalidate();
  const remove = trpc.shop.upload.remove.useMutation({
    onSuccess: () => void utils.shop.upload.list.invalidate(),
    onError: (e) => toast.error(messageOf(e, t)),
  });
  const [flights, setFlights] = useState<InFlight[]>([]);
  const next = useRef(1);
  const patch = (id: number, change: Partial<InFlight>) =>
    setFlights((fs) => fs.map((f) => (f.id === id ? { ...f, ...change } : f)));

  const send = async (lineId: string, file: File) => {
    const id = next.current++;
    const problem = checkFile(file);
    if (problem) {
      setFlights((fs) => [
        ...fs,
        {
          id,
          lineId,
          name: file.name,
          progress: 0,
          error: t(`error.${problem.replace("upload.", "")}`, {
            max: MAX_FILE_BYTES / 1024 / 1024,
          }),
        },
      ]);
      return;
    }
    setFlights((fs) => [...fs, { id, lineId, name: file.name, progress: 0, error: null }]);
    try {
      const put = await presign.mutateAsync({ lineId, fileName: file.name, size: file.size });
      await putFile(put.url, file, put.headers, (p) => patch(id, { progress: p }));
      patch(id, { progress: 1 });
      await complete.mutateAsync({ uploadId: put.uploadId });
      rememberFile(put.uploadId, file);
      await invalidate();
      setFlights((fs) => fs.filter((f) => f.id !== id));
    } catch (e) {
      const err = e as { network?: boolean; serverMessage?: string };
      const text = err.network
        ? t("error.network")
        : err.serverMessage ||
          (e && typeof e === "object" && "data" in e ? messageOf(e, t) : t("error.failed"));
      patch(id, { error: text });
    }
  };

  if (list.isPending)
    return (
      <p className="loading" role="status">
        {t("ui:loading")}
      </p>
    );
  if (list.isError)
    return (
      <div className="error-panel" role="alert">
        <p>{messageOf(list.error, t)}</p>
        <button type="button" onClick={() => void list.refetch()}>
          {t("ui:retry")}
        </button>
      </div>
    );
  if (list.data.lines.length === 0) return <p data-testid="upload-empty">{t("empty")}</p>;

  return (
    <ol className="upload-lines">
      {list.data.lines.map((line, index) => {
        const inputId = `upload-${line.lineId}`;
        const mine = flights.filter((f) => f.lineId === line.lineId);
        return (
          <li key={line.lineId} className="upload-line" data-testid="upload-line">
            <h2>
              {index + 1}. {line.productName}
            </h2>
            <p className="hint">
              {line.labelSize
                ? t("labelSize", {
                    width: line.labelSize.width,
                    height: line.labelSize.height,
                    pageWidth: line.labelSize.width + 4,
                    pageHeight: line.labelSize.height + 4,
                  })
                : t("anySize")}
            </p>
            <label htmlFor={inputId} className="button button-secondary upload-choose">
              {t("choose")}
            </label>
            <input
              id={inputId}
              className="upload-input"
              type="file"
              multiple
              accept={ACCEPT}
              data-testid="upload-input"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = "";
                for (const f of files) void send(line.lineId, f);
              }}
            />
            <p className="hint">{t("types", { max: MAX_FILE_BYTES / 1024 / 1024 })}</p>
            <ul className="upload-files">
              {line.files.map((f) => (
                <li key={f.uploadId} className="upload-file" data-testid="upload-file">
                  <div className="upload-file-head">
                    <span className="upload-name">{f.fileName}</span>{" "}
                    <span className="hint">{mb(f.size)}</span>
                    {forOrder ? null : (
                      <button
                        type="button"
                        className="button-link"
                        onClick={() =>
                          remove.mutate(
                            { uploadId: f.uploadId },
                            { onSuccess: () => forgetFile(f.uploadId) },
                          )
                        }
                        disabled={remove.isPending}
                      >
                        {t("remove")}
                      </button>
                    )}
                  </div>
                  <div className="upload-proof-row">
                    {line.labelSize && f.contentType === "application/pdf" ? (
                      <PdfProof file={localFile(f.uploadId)} label={line.labelSize} />
                    ) : null}
                    <Verdict preflight={f.preflight} />
                  </div>
                </li>
              ))}
              {mine.map((f) => (
                <li
                  key={`f${f.id}`}
                  className={`upload-file${f.error ? " has-error" : ""}`}
                  data-testid="upload-inflight"
                >
                  <div className="upload-file-head">
                    <span className="upload-name">{f.name}</span>
                    {f.error ? (
                      <button
                        type="button"
                        className="button-link"
                        onClick={() => setFlights((fs) => fs.filter((x) => x.id !== f.id))}
                      >
                        {t("dismiss")}
                      </button>
                    ) : null}
                  </div>
                  {f.error ? (
                    <p className="field-error" role="alert" data-testid="upload-error">
                      {f.error}
                    </p>
                  ) : (
                    <progress
                      max={1}
                      value={f.progress}
                      aria-label={t("progress", { name: f.name })}
                    >
                      {Math.round(f.progress * 100)}%
                    </progress>
                  )}
                </li>
              ))}
            </ul>
            {"prepressFix" in line && line.files.some((f) => needsPrepress(f.preflight)) ? (
              <PrepressChoice
                lineId={line.lineId}
                chosen={line.prepressFix}
                // Only files the check gave up on: nothing is known to be wrong with them.
                unchecked={line.files
                  .filter((f) => needsPrepress(f.preflight))
                  .every((f) => f.preflight?.issues.some((i) => i.code === TOO_COMPLEX_TO_CHECK))}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
