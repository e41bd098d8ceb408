/**
 * How a tab knows which release it runs and which one the server serves now. The build (vite.config.ts,
 * releaseStamp) names each release by a hash of its files and writes the name twice: into index.html's
 * <meta name="console-release"> (the release this tab loaded) and into version.json beside it (the release the
 * server serves now; deploy/nginx never lets a cache keep it).
 */
export const RELEASE_META = 'console-release';
export const RELEASE_FILE = 'version.json';

export interface ReleaseFile {
  release: string;
}

/** The release this tab runs; undefined for a build without a name (the dev server). */
export function runningRelease(doc: Document): string | undefined {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${RELEASE_META}"]`)?.content || undefined;
}

/** The release the server serves now; undefined when it cannot tell (offline, no file, not the expected shape). */
export async function publishedRelease(fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
  try {
    // Relative, like config.json: the console may live under a path. 'no-cache' revalidates (an ETag answer is tiny).
    const response = await fetchImpl(RELEASE_FILE, { cache: 'no-cache' });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<ReleaseFile> | null;
    return typeof body?.release === 'string' && body.release !== '' ? body.release : undefined;
  } catch {
    return undefined;
  }
}
