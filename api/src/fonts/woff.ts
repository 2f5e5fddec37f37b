import { inflateSync } from 'node:zlib'

/**
 * A WOFF 1.0 file unpacked into the plain TrueType/OpenType font it wraps (W3C WOFF 1.0, §3–5):
 * the same tables, inflated with Node's zlib. fontkit reads WOFF itself, but inflates with a
 * JavaScript inflater, once per document: seconds for a CJK face of a few megabytes, against
 * milliseconds here, once per thread (print-fonts.ts keeps the result).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 file')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ]
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })
  // The sfnt header's binary-search fields (OpenType spec, 'Table Directory').
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  const padded = (n: number) => (n + 3) & ~3
  const headerSize = 12 + 16 * numTables
  const out = Buffer.alloc(headerSize + tables.reduce((n, t) => n + padded(t.data.length), 0))
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(numTables, 4)
  out.writeUInt16BE(searchRange, 6)
  out.writeUInt16BE(entrySelector, 8)
  out.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = headerSize
  tables.forEach((t, i) => {
    const at = 12 + i * 16
    out.writeUInt32BE(t.tag, at)
    out.writeUInt32BE(t.checksum, at + 4)
    out.writeUInt32BE(offset, at + 8)
    out.writeUInt32BE(t.data.length, at + 12)
    t.data.copy(out, offset)
    offset += padded(t.data.length)
  })
  return out
}
