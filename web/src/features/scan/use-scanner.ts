import { useCallback, useEffect, useRef, useState } from "react";
import { lookupCode, type LookupResponse } from "./api/lookup";
import { classifyCameraError, openCamera, stopCamera, type CameraErrorKind } from "./camera";
import { extractCandidates, type Candidate } from "./extract-candidates";
import { captureGuide, OcrUnavailableError, prepareCanvas, recognize, releaseOcr, warmUpOcr } from "./ocr";

export type ScanPhase =
  /** Asking for the camera. */
  | "starting"
  /** Frames are being read. */
  | "scanning"
  /** The camera failed; `cameraError` says how. The image fallback still works. */
  | "cameraError"
  /** An image file was picked; `busy` while it is read. */
  | "image"
  /** A valid number was read; `found` holds it and `lookup` what the catalogue has. */
  | "found";

export type ScanState = {
  phase: ScanPhase;
  cameraError?: CameraErrorKind;
  /** Several frames, or a whole image, gave no valid ISBN or ISSN. */
  notRead: boolean;
  /** The reader's files did not load (offline before its first use); frames keep trying. */
  readerMissing?: boolean;
  busy?: boolean;
  found?: Candidate;
  lookup?: { status: "loading" } | { status: "done"; response: LookupResponse } | { status: "error"; error: unknown };
};

/** How long a reader that did not load waits before it tries to load again. */
const READER_RETRY_MS = 3000;

/** Frames without a valid reading before "Number not read" is shown (scanning goes on). */
const FRAMES_BEFORE_HINT = 6;
const FRAME_GAP_MS = 250;

function attach(video: HTMLVideoElement | null, stream: MediaStream | null): void {
  if (!video || !stream || video.srcObject === stream) return;
  video.srcObject = stream;
  void video.play().catch(() => undefined);
}

const INITIAL: ScanState = { phase: "starting", notRead: false };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The scan: opens the camera while `active`, reads the guide band of frame after frame, accepts
 * a number when its check digit holds and it is labelled (ISBN …/ISSN …) or read the same twice
 * running, then looks it up. `readImage` does the same for a picked file (the fallback without a camera).
 */
export function useScanner(active: boolean) {
  const [state, setState] = useState<ScanState>(INITIAL);
  const [attempt, setAttempt] = useState(0);
  // Each opening starts afresh (state set while rendering, not in an effect).
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setState(INITIAL);
  }
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const lookupAbort = useRef<AbortController | null>(null);

  /** The video element may mount before or after the stream arrives: whichever comes second connects them. */
  const videoCallback = useCallback((el: HTMLVideoElement | null) => {
    videoRef.current = el;
    attach(el, streamRef.current);
  }, []);

  const accept = useCallback((found: Candidate) => {
    stopCamera(streamRef.current);
    streamRef.current = null;
    lookupAbort.current?.abort();
    const abort = new AbortController();
    lookupAbort.current = abort;
    setState({ phase: "found", notRead: false, found, lookup: { status: "loading" } });
    lookupCode(found.value, abort.signal).then(
      (response) => !abort.signal.aborted && setState((s) => (s.found === found ? { ...s, lookup: { status: "done", response } } : s)),
      (error: unknown) => !abort.signal.aborted && setState((s) => (s.found === found ? { ...s, lookup: { status: "error", error } } : s)),
    );
  }, []);

  // The camera loop: one frame at a time, each after the last reading finished. A new attempt
  // (Try again, Scan with the camera) gives a new key and so a new loop.
  const cameraKey = active ? attempt : -1;
  useEffect(() => {
    if (cameraKey < 0) return;
    const run = { cancelled: false };
    warmUpOcr();
    (async () => {
      let stream: MediaStream;
      try {
        stream = await openCamera();
      } catch (error) {
        if (!run.cancelled) setState({ phase: "cameraError", cameraError: classifyCameraError(error), notRead: false });
        return;
      }
      if (run.cancelled) return stopCamera(stream);
      streamRef.current = stream;
      attach(videoRef.current, stream);
      setState({ phase: "scanning", notRead: false });
      let previous: string | null = null;
      let misses = 0;
      while (!run.cancelled && streamRef.current === stream) {
        const canvas = videoRef.current ? captureGuide(videoRef.current) : null;
        if (!canvas) {
          await sleep(FRAME_GAP_MS);
          continue;
        }
        let best: Candidate | undefined;
        let readerMissing = false;
        try {
          best = extractCandidates(await recognize(canvas))[0];
        } catch (error) {
          best = undefined;
          readerMissing = error instanceof OcrUnavailableError;
        }
        if (run.cancelled || streamRef.current !== stream) break;
        setState((s) => (s.phase === "scanning" && !!s.readerMissing !== readerMissing ? { ...s, readerMissing } : s));
        if (readerMissing) {
          await sleep(READER_RETRY_MS);
          continue;
        }
        if (best && (best.labelled || best.value === previous)) return accept(best);
        previous = best?.value ?? null;
        misses = best ? misses : misses + 1;
        if (misses >= FRAMES_BEFORE_HINT) setState((s) => (s.phase === "scanning" && !s.notRead ? { ...s, notRead: true } : s));
        await sleep(FRAME_GAP_MS);
      }
    })();
    return () => {
      run.cancelled = true;
      stopCamera(streamRef.current);
      streamRef.current = null;
    };
  }, [cameraKey, accept]);

  // Closing the dialog ends the lookup and frees the OCR worker.
  useEffect(() => {
    if (active) return;
    lookupAbort.current?.abort();
    void releaseOcr();
  }, [active]);

  const readImage = useCallback(
    async (file: File) => {
      stopCamera(streamRef.current);
      streamRef.current = null;
      setState({ phase: "image", notRead: false, busy: true });
      try {
        const bitmap = await createImageBitmap(file);
        // Thresholded first; a photo that thresholding spoils is read as it is.
        for (const raw of [false, true]) {
          const found = extractCandidates(await recognize(prepareCanvas(bitmap, bitmap.width, bitmap.height, undefined, raw)))[0];
          if (found) {
            bitmap.close();
            return accept(found);
          }
        }
        bitmap.close();
      } catch (error) {
        // An unreadable file is a number not read; a reader that did not load is said as such.
        if (error instanceof OcrUnavailableError) return setState({ phase: "image", notRead: false, readerMissing: true, busy: false });
      }
      setState({ phase: "image", notRead: true, busy: false });
    },
    [accept],
  );

  /** Back to the camera (after a failure, a reading, or an image). */
  const restart = useCallback(() => {
    lookupAbort.current?.abort();
    setState(INITIAL);
    setAttempt((n) => n + 1);
  }, []);

  return { state, videoRef: videoCallback, readImage, restart };
}
