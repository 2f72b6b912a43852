import { AccountListPage } from "./components/account-list-page";

export default function WorkersListPage() {
  return <AccountListPage kind="workers" />;
}
