import { describe, expect, it } from "vitest";
import { classifyCameraError } from "./camera";

const err = (name: string, message = "") => Object.assign(new Error(message), { name });

describe("classifyCameraError", () => {
  it.each([
    [err("NotAllowedError", "Permission denied by system"), "systemDenied"],
    [err("NotAllowedError", "Permission denied"), "userDenied"],
    [err("NotAllowedError", "The request is not allowed by the user agent or the platform in the current context."), "userDenied"],
    [err("PermissionDeniedError"), "userDenied"],
    [err("NotReadableError", "Could not start video source"), "cannotStart"],
    [err("TrackStartError"), "cannotStart"],
    [err("AbortError", "Starting videoinput failed"), "cannotStart"],
    [err("NotFoundError", "Requested device not found"), "generic"],
    [err("OverconstrainedError"), "generic"],
    [err("NotSupportedError"), "generic"],
    ["text", "generic"],
    [null, "generic"],
  ] as const)("%s → %s", (error, kind) => {
    expect(classifyCameraError(error)).toBe(kind);
  });
});
