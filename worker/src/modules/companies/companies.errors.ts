import { m } from "@contract/messages";
import { ConflictError } from "../../lib/errors";

export const taxIdConflict = () => new ConflictError(m("taxIdTaken"), { taxId: [m("taxIdTaken")] });
export const changedConcurrently = () => new ConflictError(m("changedConcurrently"));
