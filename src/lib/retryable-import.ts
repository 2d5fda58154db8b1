/**
 * A chunk's `import()` that can be tried again after a dropped connection. Browsers keep a failed
 * module fetch in their module map: Chromium (150 here) fails a second `import()` of the same
 * URL at once, without a request, so a shop that met one dropped connection could never load that
 * code again before a reload. The error names the chunk's URL; the next try imports that URL with
 * a fresh query, a new entry in the module map for the same file. Once loaded, the module is kept:
 * every later call gets the same module (its state is not duplicated). A chunk whose own imports
 * failed still fails: only the named chunk is fetched again.
 */
const CHUNK_URL = /(https?:\/\/[^\s'"]+?\.m?js)(?=$|[\s'"?#])/;

/** The script URL a failed `import()` names, if any. */
export function failedChunkUrl(error: unknown): string | null {
  return error instanceof Error ? (CHUNK_URL.exec(error.message)?.[1] ?? null) : null;
}

const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

export function retryableImport<T>(
  load: () => Promise<T>,
  importAgain: (url: string) => Promise<unknown> = importUrl,
): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  let failedUrl: string | null = null;
  let tries = 0;
  return () => {
    if (loaded) return loaded;
    const attempt = failedUrl
      ? (importAgain(`${failedUrl}?try=${++tries}`) as Promise<T>)
      : load().catch((error: unknown) => {
          failedUrl = failedChunkUrl(error);
          throw error;
        });
    loaded = attempt;
    // A failed try is not kept: the next call tries again.
    attempt.catch(() => {
      if (loaded === attempt) loaded = null;
    });
    return attempt;
  };
}
