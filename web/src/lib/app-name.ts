/** The product name (also in the web manifest). */
export const appName = (locale: string): string => (locale === "en" ? "Report panel" : "Panel raportów");
