import '../auth.css';
import { AccountPage } from '../AccountPage.tsx';

export default function Account() {
  return <AccountPage />;
}
