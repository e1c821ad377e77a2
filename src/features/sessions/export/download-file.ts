/** How long the object URL outlives the click: some browsers start reading the blob after the click returns. */
const REVOKE_AFTER_MS = 1000;

/**
 * Saves text (in parts: a large file is never joined into one string) as a file through a Blob and a
 * temporary object URL, revoked once the download has it; nothing goes through the network or history.
 */
export function downloadFile(fileName: string, parts: readonly string[], type: string): void {
  const url = URL.createObjectURL(new Blob([...parts], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
