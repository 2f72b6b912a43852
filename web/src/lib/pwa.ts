/** Registers /sw.js in production builds; when an updated worker takes control, the page reloads. */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  try {
    const { Workbox } = await import("workbox-window");
    const wb = new Workbox("/sw.js", { scope: "/" });
    wb.addEventListener("controlling", (event) => {
      if (event.isUpdate) window.location.reload();
    });
    await wb.register();
  } catch (error) {
    console.warn("Service worker registration failed", error);
  }
}
