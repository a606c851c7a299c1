import '../auth.css';
import { RegisterPage } from '../RegisterPage.tsx';

export default function Register() {
  return <RegisterPage />;
}
