import '../auth.css';
import { LoginPage } from '../LoginPage.tsx';

export default function AgencyLogin() {
  return <LoginPage agency />;
}
