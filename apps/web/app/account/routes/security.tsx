import '../../auth/auth.css';
import '../account.css';
import { SecurityPage } from '../SecurityPage.tsx';

export default function AccountSecurity() {
  return <SecurityPage />;
}
