// A backup folder as one file (a tar archive, which `tar -xf` also opens): what Download gives an owner and
// what, encrypted, goes to the bucket; and back into a folder for a restore. Only plain files and folders
// are written or read back, and no name may leave the folder it is unpacked into.
import { createReadStream, createWriteStream, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import tar from 'tar-stream';

function filesUnder(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return filesUnder(root, path);
      return entry.isFile() ? [path] : [];
    });
}

/** A tar stream of the folder's files, each named `<folder name>/<path inside>`. */
export function packFolder(folder: string, name: string): Readable {
  const pack = tar.pack();
  void (async () => {
    try {
      for (const path of filesUnder(folder)) {
        const stats = statSync(path);
        const entry = pack.entry({
          name: `${name}/${relative(folder, path).split(sep).join('/')}`,
          size: stats.size,
          mtime: stats.mtime,
          mode: 0o644,
        });
        await pipeline(createReadStream(path), entry);
      }
      pack.finalize();
    } catch (error) {
      pack.destroy(error as Error);
    }
  })();
  return Readable.from(pack);
}

export async function writeArchive(folder: string, name: string, file: string): Promise<void> {
  await pipeline(packFolder(folder, name), createWriteStream(file, { flags: 'wx' }));
}

/**
 * Unpacks an archive into `into` and answers the folder it held (its one top-level name). Throws on an entry
 * that is not a plain file or folder, or whose name would leave `into`.
 */
export async function unpackArchive(file: string, into: string): Promise<string> {
  const root = resolve(into);
  const tops = new Set<string>();
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), extract);
  for await (const entry of extract) {
    const { name, type } = entry.header;
    const target = resolve(root, name);
    if (!target.startsWith(root + sep) || name.includes('\0')) throw new Error(`the archive holds a name outside its folder: ${name}`);
    tops.add(name.split('/')[0]!);
    if (type === 'directory') {
      mkdirSync(target, { recursive: true });
      entry.resume();
    } else if (type === 'file') {
      mkdirSync(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { flags: 'wx' }));
    } else {
      throw new Error(`the archive holds an entry that is not a plain file (${name}, ${type ?? 'unknown'})`);
    }
  }
  await reading;
  if (tops.size !== 1) throw new Error(`the archive must hold one backup folder, it holds ${tops.size}`);
  return join(root, [...tops][0]!);
}
