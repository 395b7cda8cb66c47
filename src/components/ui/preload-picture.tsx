import { Head } from '@/components/head';
import { uploadSrcset } from '@/lib/upload-srcset';

// React 18 does not know fetchPriority yet; the lowercase attribute passes through unchanged.
const highPriority = { fetchpriority: 'high' } as Record<string, string>;

/**
 * Asks for a page's largest picture from its head, ahead of the stylesheets and fonts the browser meets before the
 * <img>. Only the site's own artwork ('' is none): a photo staff uploaded is chosen by width from its srcset by the
 * <img> itself (fetchpriority high), so its full-size file is never fetched ahead of it.
 */
export function PreloadPicture({ src }: { src: string }) {
  if (src === '' || uploadSrcset(src)) return null;
  return (
    <Head>
      <link rel="preload" as="image" href={src} {...highPriority} />
    </Head>
  );
}
