/** The four camera failures product.md §8 names. */
export type CameraErrorKind = "systemDenied" | "userDenied" | "cannotStart" | "generic";

/**
 * What a getUserMedia failure means for the user. Chromium says "Permission denied by system"
 * when the operating system blocks the browser, "Permission denied" when the user said no;
 * NotReadableError (Firefox: also AbortError, old Chrome: TrackStartError) means the camera is
 * there but would not start, usually because another app holds it. Anything else — no camera,
 * no mediaDevices outside a secure context, an unsatisfiable constraint — is a generic failure.
 */
export function classifyCameraError(error: unknown): CameraErrorKind {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : "";
  if (name === "NotAllowedError" || name === "PermissionDeniedError") return /system/i.test(message) ? "systemDenied" : "userDenied";
  if (name === "NotReadableError" || name === "TrackStartError" || name === "AbortError") return "cannotStart";
  return "generic";
}

/** The back camera where there is one, at a resolution that keeps small print legible. */
export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException("Camera API unavailable", "NotSupportedError");
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
