/**
 * The intrinsic size of the image formats static/ holds: SVG (its root's `width` and `height` in
 * px or unitless, else its viewBox) and PNG (the IHDR chunk). Null when the file does not say.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function svgLength(value: string | undefined): number | null {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
  return match ? Number(match[1]) : null;
}

function svgSize(text: string): ImageSize | null {
  const root = text.match(/<svg\b[^>]*>/)?.[0];
  if (!root) return null;
  const attribute = (name: string) =>
    root.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`))?.[1];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return {width, height};
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2] > 0 && box[3] > 0) return {width: box[2], height: box[3]};
  return null;
}

function pngSize(bytes: Buffer): ImageSize | null {
  const isPng =
    bytes.length >= 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR';
  if (!isPng) return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width && height ? {width, height} : null;
}

export function imageSize(bytes: Buffer, fileName: string): ImageSize | null {
  if (/\.svg$/i.test(fileName)) return svgSize(bytes.toString('utf8'));
  if (/\.png$/i.test(fileName)) return pngSize(bytes);
  return null;
}
