/**
 * Frame preprocessing for OCR, on plain RGBA pixel arrays (ImageData.data) so it is pure and
 * testable: grey (Rec. 601 luma), Otsu's threshold, and black text on white whatever the print.
 */

/** Luma of each RGBA pixel, 0…255. */
export function toGrey(rgba: ArrayLike<number>): Uint8ClampedArray {
  const n = Math.floor(rgba.length / 4);
  const out = new Uint8ClampedArray(n);
  for (let i = 0; i < n; i++) {
    out[i] = Math.round(0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!);
  }
  return out;
}

/** Otsu's method: the grey level that best splits the histogram into two classes (ink and paper). */
export function otsuThreshold(grey: ArrayLike<number>): number {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < grey.length; i++) histogram[grey[i]!]!++;
  const total = grey.length;
  if (total === 0) return 128;
  let sumAll = 0;
  for (let t = 0; t < 256; t++) sumAll += t * histogram[t]!;
  let sumBack = 0;
  let weightBack = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightBack += histogram[t]!;
    if (weightBack === 0) continue;
    const weightFore = total - weightBack;
    if (weightFore === 0) break;
    sumBack += t * histogram[t]!;
    const meanBack = sumBack / weightBack;
    const meanFore = (sumAll - sumBack) / weightFore;
    const between = weightBack * weightFore * (meanBack - meanFore) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/**
 * Grey → black (0) and white (255) RGBA at Otsu's threshold. Paper is the larger class, so when
 * most pixels come out dark (light print on a dark cover) the picture is inverted.
 */
export function binarize(rgba: ArrayLike<number>): Uint8ClampedArray {
  const grey = toGrey(rgba);
  const t = otsuThreshold(grey);
  let dark = 0;
  for (let i = 0; i < grey.length; i++) if (grey[i]! <= t) dark++;
  const invert = dark * 2 > grey.length;
  const out = new Uint8ClampedArray(grey.length * 4);
  for (let i = 0; i < grey.length; i++) {
    const ink = grey[i]! <= t !== invert;
    const v = ink ? 0 : 255;
    out[i * 4] = v;
    out[i * 4 + 1] = v;
    out[i * 4 + 2] = v;
    out[i * 4 + 3] = 255;
  }
  return out;
}

/** The centred band of a frame that the on-screen guide marks (fractions of width and height). */
export const GUIDE = { width: 0.8, height: 0.3 } as const;

export function guideRect(width: number, height: number): { x: number; y: number; w: number; h: number } {
  const w = Math.round(width * GUIDE.width);
  const h = Math.round(height * GUIDE.height);
  return { x: Math.round((width - w) / 2), y: Math.round((height - h) / 2), w, h };
}

/** A scale that brings text to a size OCR reads well: the crop at least `minWidth` wide, at most 3×, never more than `maxWidth`. */
export function ocrScale(width: number, minWidth = 1200, maxWidth = 2000): number {
  if (width <= 0) return 1;
  if (width < minWidth) return Math.min(3, minWidth / width);
  if (width > maxWidth) return maxWidth / width;
  return 1;
}
