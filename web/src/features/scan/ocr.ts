import type { Worker } from "tesseract.js";
import { binarize, guideRect, ocrScale } from "./preprocess";

/**
 * tesseract.js served by the app itself (scripts/copy-tesseract.ts puts the worker, the cores and
 * eng.traineddata.gz in /tesseract/): no CDN request, so it works under the CSP, and offline once
 * it has been used (the service worker keeps the files it fetched; they are too big to precache).
 * One worker, started on first use and ended when the scan dialog closes.
 */
const BASE = "/tesseract/";
let worker: Promise<Worker> | null = null;

/**
 * After a failed start the engine is not started again for a while, or until the connection comes
 * back: each failed start can leave a Web Worker behind, and the camera asks for a frame every
 * moment. A start that never ends (a language file that stalls) counts as failed after a while.
 */
const RETRY_AFTER_MS = 15_000;
const START_TIMEOUT_MS = 30_000;
let failedAt = 0;
if (typeof window !== "undefined") window.addEventListener("online", () => (failedAt = 0));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the OCR engine did not start within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function ocrWorker(): Promise<Worker> {
  if (!worker && Date.now() - failedAt < RETRY_AFTER_MS) return Promise.reject(new Error("the OCR engine failed to start a moment ago"));
  worker ??= withTimeout(startWorker(), START_TIMEOUT_MS);
  worker.catch(() => {
    worker = null;
    failedAt = Date.now();
  });
  return worker;
}

function startWorker(): Promise<Worker> {
  return (async () => {
    const { createWorker, OEM, PSM } = await import("tesseract.js");
    const w = await createWorker("eng", OEM.LSTM_ONLY, {
      workerPath: `${BASE}worker.min.js`,
      corePath: BASE,
      langPath: BASE,
      workerBlobURL: false,
      gzip: true,
    });
    await w.setParameters({ tessedit_pageseg_mode: PSM.SPARSE_TEXT, user_defined_dpi: "300" });
    return w;
  })();
}

/** Starts the worker ahead of the first frame (it takes a second to load). */
export function warmUpOcr(): void {
  void ocrWorker().catch(() => undefined);
}

export async function releaseOcr(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await (await current.catch(() => null))?.terminate();
}

/** The reader itself did not load (its files did not arrive: offline before it was ever used), not a frame without a number. */
export class OcrUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The OCR engine could not be loaded", { cause });
    this.name = "OcrUnavailableError";
  }
}

export async function recognize(canvas: HTMLCanvasElement): Promise<string> {
  const w = await ocrWorker().catch((error: unknown) => {
    throw new OcrUnavailableError(error);
  });
  const { data } = await w.recognize(canvas);
  return data.text;
}

type Rect = { x: number; y: number; w: number; h: number };

/** A crop of an image, scaled for OCR; grey and thresholded unless `raw`. */
export function prepareCanvas(source: CanvasImageSource, width: number, height: number, crop?: Rect, raw = false): HTMLCanvasElement {
  const r = crop ?? { x: 0, y: 0, w: width, h: height };
  const scale = ocrScale(r.w);
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(r.w * scale));
  canvas.height = Math.max(1, Math.round(r.h * scale));
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return canvas;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(source, r.x, r.y, r.w, r.h, 0, 0, canvas.width, canvas.height);
  if (!raw) {
    const image = ctx.getImageData(0, 0, canvas.width, canvas.height);
    image.data.set(binarize(image.data));
    ctx.putImageData(image, 0, 0);
  }
  return canvas;
}

/** The part of a video frame inside the on-screen guide, ready for OCR. */
export function captureGuide(video: HTMLVideoElement): HTMLCanvasElement | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  return prepareCanvas(video, w, h, guideRect(w, h));
}
