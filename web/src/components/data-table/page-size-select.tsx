import { PAGE_SIZES } from "@contract/common";
import { useLingui } from "@lingui/react/macro";
import { type PageSize, isPageSize } from "@web/lib/url-state";
import { useId } from "react";
import { css } from "styled-system/css";
import { selectControl, fieldLabel } from "./styles";

type PageSizeSelectProps = { value: number; onChange: (size: PageSize) => void };

/** A native select: the phone's own picker, full keyboard support, nothing to re-implement. */
export function PageSizeSelect({ value, onChange }: PageSizeSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={css({ display: "flex", alignItems: "center", gap: "2" })}>
      <label htmlFor={id} className={fieldLabel}>
        {t`Rows per page`}
      </label>
      <select
        id={id}
        className={selectControl}
        value={value}
        onChange={(e) => {
          const size = Number(e.currentTarget.value);
          if (isPageSize(size)) onChange(size);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}
