/** A loader remembered: the chunk is fetched once, and again only after a failed fetch. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed fetch (the host restarting) is tried again next time
      throw error;
    }));
}
