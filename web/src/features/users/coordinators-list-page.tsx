import { AccountListPage } from "./components/account-list-page";

export default function CoordinatorsListPage() {
  return <AccountListPage kind="coordinators" />;
}
