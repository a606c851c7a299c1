import '../../auth/auth.css';
import '../account.css';
import { ApiPage } from '../ApiPage.tsx';

export default function AccountApi() {
  return <ApiPage />;
}
