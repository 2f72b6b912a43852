import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./index.css";
import { activateLanguage, followLanguageOfOtherTabs, initialLanguage } from "./lib/i18n";
import { trackInAppHistory } from "./lib/in-app-history";
import { captureInstallPrompt } from "./lib/install-prompt";
import { registerServiceWorker } from "./lib/pwa";
import { initTheme } from "./lib/theme";

// Before the first paint: theme class on <html> (no inline script: the CSP forbids it).
initTheme();
captureInstallPrompt();
trackInAppHistory();
followLanguageOfOtherTabs();

void activateLanguage(initialLanguage()).then(() => {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from index.html");
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  void registerServiceWorker();
});
