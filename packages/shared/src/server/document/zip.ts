import { inflateRawSync } from 'node:zlib';
import { ValidationError } from '../errors.js';

/** One file of a zip archive, as its central directory describes it (nothing is inflated yet). */
interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

export interface ZipLimits {
  /** Bytes all inflated entries may take together: past it the archive is refused as a zip bomb. */
  maxExpandedBytes: number;
  /** Entries the directory may list. */
  maxEntries: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

/**
 * A zip reader for untrusted archives (.docx): it reads the central directory, then inflates only the entries
 * asked for, each with an output cap from what is left of `maxExpandedBytes` — so a bomb stops at the cap, not
 * after it has filled memory, whatever sizes its headers claim. Encrypted entries, Zip64 and methods other than
 * stored/deflate are refused by name.
 */
export class SafeZip {
  private readonly entries = new Map<string, ZipEntry>();
  private expanded = 0;

  constructor(private readonly bytes: Buffer, private readonly limits: ZipLimits, private readonly label: string) {
    const eocd = this.findEndOfDirectory();
    const count = bytes.readUInt16LE(eocd + 10);
    const dirSize = bytes.readUInt32LE(eocd + 12);
    const dirOffset = bytes.readUInt32LE(eocd + 16);
    if (count === 0xffff || dirOffset === 0xffffffff) this.refuse('it uses Zip64, which a Word document never needs');
    if (count > limits.maxEntries) this.refuse(`it lists ${count} files (at most ${limits.maxEntries})`);
    if (dirOffset + dirSize > bytes.length) this.refuse('its file directory points past the end of the file (truncated?)');
    let p = dirOffset;
    for (let i = 0; i < count; i++) {
      if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL_SIGNATURE) this.refuse('its file directory is damaged');
      const nameLen = bytes.readUInt16LE(p + 28);
      const extraLen = bytes.readUInt16LE(p + 30);
      const commentLen = bytes.readUInt16LE(p + 32);
      const entry: ZipEntry = {
        flags: bytes.readUInt16LE(p + 8),
        method: bytes.readUInt16LE(p + 10),
        compressedSize: bytes.readUInt32LE(p + 20),
        size: bytes.readUInt32LE(p + 24),
        localOffset: bytes.readUInt32LE(p + 42),
        name: bytes.toString('utf8', p + 46, p + 46 + nameLen),
      };
      this.entries.set(entry.name, entry);
      p += 46 + nameLen + extraLen + commentLen;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  /** The inflated bytes of `name` as UTF-8 text, or null when the archive has no such file. */
  text(name: string): string | null {
    const e = this.entries.get(name);
    if (!e) return null;
    if (e.flags & 0x1) this.refuse(`${name} inside it is encrypted`);
    const b = this.bytes;
    const p = e.localOffset;
    if (p + 30 > b.length || b.readUInt32LE(p) !== LOCAL_SIGNATURE) this.refuse(`the entry ${name} is damaged`);
    const start = p + 30 + b.readUInt16LE(p + 26) + b.readUInt16LE(p + 28);
    const end = start + e.compressedSize;
    if (end > b.length) this.refuse(`the entry ${name} runs past the end of the file (truncated?)`);
    const left = this.limits.maxExpandedBytes - this.expanded;
    const raw = b.subarray(start, end);
    let out: Buffer;
    if (e.method === 0) out = raw;
    else if (e.method === 8) {
      try {
        out = inflateRawSync(raw, { maxOutputLength: Math.max(1, left) });
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) this.bomb();
        this.refuse(`the entry ${name} cannot be decompressed (${(err as Error).message})`);
      }
    } else this.refuse(`the entry ${name} uses compression method ${e.method} (only stored and deflate are read)`);
    this.expanded += out.length;
    if (this.expanded > this.limits.maxExpandedBytes) this.bomb();
    return out.toString('utf8');
  }

  private findEndOfDirectory(): number {
    const b = this.bytes;
    // The end record is 22 bytes plus a comment of at most 65,535.
    for (let p = b.length - 22; p >= Math.max(0, b.length - 22 - 0xffff); p--) {
      if (b.readUInt32LE(p) === EOCD_SIGNATURE) return p;
    }
    this.refuse('it is not a zip archive (no end-of-directory record)');
  }

  private bomb(): never {
    throw new ValidationError('document_zip_bomb', `${this.label} expands to more than ${Math.round(this.limits.maxExpandedBytes / 1048576)} MB when unzipped (DOCUMENT_MAX_EXPANDED_BYTES): refused as a possible zip bomb`);
  }

  private refuse(why: string): never {
    throw new ValidationError('document_unreadable', `${this.label} cannot be read: ${why}`);
  }
}
