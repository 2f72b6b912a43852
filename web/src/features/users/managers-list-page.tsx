import { AccountListPage } from "./components/account-list-page";

export default function ManagersListPage() {
  return <AccountListPage kind="managers" />;
}
