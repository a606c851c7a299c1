import '../auth.css';
import { LoginPage } from '../LoginPage.tsx';

export default function Login() {
  return <LoginPage agency={false} />;
}
