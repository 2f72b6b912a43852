import { createRoot } from "react-dom/client";
import { css } from "styled-system/css";
import "./index.css";
createRoot(document.getElementById("root")!).render(<h1 className={css({ color: "accent.default" })}>Hello</h1>);
