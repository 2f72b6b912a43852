import { useLingui } from "@lingui/react/macro";
import { css } from "styled-system/css";
import { PageHeader } from "../../components/ui/page-header";
import { useMe } from "../auth/api/use-me";

/** The panel at "/": a greeting for now; later issues add the dashboard widgets. */
export default function DashboardPage() {
  const { t } = useLingui();
  const { user } = useMe();
  const firstName = user?.userFirstName ?? "";
  return (
    <div>
      <PageHeader title={t`Panel`} />
      <section
        aria-labelledby="greeting"
        className={css({
          bg: "bg.surface",
          borderWidth: "1px",
          borderColor: "border.default",
          borderRadius: "lg",
          p: { base: "5", md: "8" },
        })}
      >
        <h2 id="greeting" className={css({ fontSize: { base: "lg", md: "xl" }, fontWeight: "semibold" })}>
          {firstName ? t`Hello, ${firstName}!` : t`Hello!`}
        </h2>
        <p className={css({ color: "fg.muted", mt: "1" })}>{t`Choose a section from the menu to get started.`}</p>
      </section>
    </div>
  );
}
