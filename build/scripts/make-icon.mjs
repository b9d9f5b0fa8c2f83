// Draws build/icon.png (512 × 512): the app mark, a gold hexagon ring around a gold disc on
// charcoal, the same as renderer/public/icon.svg. Run it again only when the mark changes.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const size = 512;
const bg = [0x14, 0x16, 0x1a, 255];
const gold = [0xf2, 0xb2, 0x33, 255];
const c = size / 2;
const hexOuter = 0.375 * size;
const stroke = 0.0625 * size / 2;
const corner = 0.1875 * size;

// Distance from point to the hexagon outline (vertices at top and bottom, as in the SVG).
const vertices = Array.from({ length: 6 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 3;
  return [c + hexOuter * Math.cos(a), c + hexOuter * Math.sin(a)];
});
function distToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax, dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}
function insideRoundedSquare(x, y) {
  const r = corner;
  const qx = Math.max(r - x, 0, x - (size - r));
  const qy = Math.max(r - y, 0, y - (size - r));
  return Math.hypot(qx, qy) <= r;
}

const raw = Buffer.alloc((size * 4 + 1) * size);
for (let y = 0; y < size; y++) {
  raw[y * (size * 4 + 1)] = 0;
  for (let x = 0; x < size; x++) {
    const px = x + 0.5, py = y + 0.5;
    let color = [0, 0, 0, 0];
    if (insideRoundedSquare(px, py)) {
      color = bg;
      const edge = Math.min(...vertices.map((v, i) => distToSegment(px, py, v, vertices[(i + 1) % 6])));
      if (edge <= stroke || Math.hypot(px - c, py - c) <= 0.125 * size) color = gold;
    }
    raw.set(color, y * (size * 4 + 1) + 1 + x * 4);
  }
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let k = n;
  for (let i = 0; i < 8; i++) k = k & 1 ? 0xedb88320 ^ (k >>> 1) : k >>> 1;
  return k >>> 0;
});
const crc32 = (buf) => {
  let crc = 0xffffffff;
  for (const byte of buf) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header.set([8, 6, 0, 0, 0], 8);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
fs.writeFileSync(path.join(import.meta.dirname, '..', 'icon.png'), png);
