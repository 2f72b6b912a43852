import { AccountListPage } from "./components/account-list-page";

export default function AdminsListPage() {
  return <AccountListPage kind="admins" />;
}
