import '../../auth/auth.css';
import '../account.css';
import { SubAccountsPage } from '../SubAccountsPage.tsx';

export default function SubAccounts() {
  return <SubAccountsPage />;
}
