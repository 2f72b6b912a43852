/**
 * A form field's visible label, without the required mark; null where the form has none for it.
 * A field kept as a list rather than one control (a position's authors) is found by its
 * `data-field` and named by its legend.
 */
export function fieldLabel(form: HTMLFormElement | null, name: string): string | null {
  const escaped = CSS.escape(name);
  const control = form?.querySelector<HTMLInputElement>(`[name="${escaped}"]`);
  // A radio's own label is one option ("Book"); the field is named by its group.
  const group = control?.type === "radio" ? control.closest<HTMLElement>('[role="radiogroup"]') : null;
  const labelledBy = group?.getAttribute("aria-labelledby");
  const list = control ? null : form?.querySelector<HTMLElement>(`[data-field="${escaped}"]`);
  const text = group
    ? labelledBy
      ? document.getElementById(labelledBy)?.textContent
      : group.getAttribute("aria-label")
    : list
      ? (list.querySelector("legend")?.textContent ?? list.getAttribute("aria-label"))
      : control?.labels?.[0]?.textContent;
  return text ? text.replace(/\s*\*\s*$/, "").trim() || null : null;
}

/** The labels of `names` that have one, in order. */
export function fieldLabels(form: HTMLFormElement | null, names: readonly string[]): string[] {
  return names.map((name) => fieldLabel(form, name)).filter((label): label is string => Boolean(label));
}
