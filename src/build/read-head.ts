import { open } from 'node:fs/promises';

const HEAD_END = Buffer.from('</head>');
const CHUNK = 16 * 1024;

/**
 * The start of a built HTML page up to and including `</head>` (the whole file when it has
 * none), or null when the file is missing. The after-build steps that only need a page's
 * <meta> tags read this instead of the whole page: a blog post's head is ~4 KB of ~70 KB,
 * and decoding every page whole made memory grow with the number of posts.
 */
export async function readHead(path: string | URL): Promise<string | null> {
  const file = await open(path, 'r').catch(() => null);
  if (!file) return null;
  try {
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(CHUNK);
      const { bytesRead } = await file.read(chunk, 0, CHUNK, length);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      // Search again from just before this chunk, in case `</head>` straddles two chunks.
      const searchFrom = Math.max(0, length - HEAD_END.length);
      length += bytesRead;
      const read = Buffer.concat(chunks, length);
      const end = read.indexOf(HEAD_END, searchFrom);
      if (end !== -1) return read.toString('utf8', 0, end + HEAD_END.length);
      chunks.splice(0, chunks.length, read);
    }
    return Buffer.concat(chunks, length).toString('utf8');
  } finally {
    await file.close();
  }
}
