import { deflateSync } from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([length, body, sum]);
};

/** A PNG built byte by byte (signature, IHDR, IDAT, IEND with CRCs). */
function png(width: number, height: number, colourType: 2 | 6, pixels: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colourType; // 2: RGB, 6: RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, valid 1x1 PNG: one red pixel. */
export function tinyPng(): Buffer {
  return png(1, 1, 2, Buffer.from([0, 255, 0, 0]));
}

/**
 * An RGBA PNG that declares `width` x `height` pixels and holds `rows` rows of transparent ones
 * (all of them when `rows` is the height): with few rows, a few kilobytes that a decoder would
 * blow up to width x height x 4 bytes (an "image bomb").
 */
export function declaredPng(width: number, height: number, rows = 4): Buffer {
  return png(width, height, 6, Buffer.alloc(rows * (1 + width * 4)));
}
