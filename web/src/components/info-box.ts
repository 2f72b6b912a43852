import { css } from "styled-system/css";

/** The box of a notice that needs reading but is no failure (dangerBox's counterpart): accent edge, faint accent ground. */
export const infoBox = css({ p: "3", borderRadius: "md", borderWidth: "1px", borderColor: "accent.default", bg: "accent.subtle", fontSize: "sm" });
