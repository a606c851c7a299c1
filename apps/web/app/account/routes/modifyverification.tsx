import '../../auth/auth.css';
import '../account.css';
import { VerificationMethodPage } from '../VerificationMethodPage.tsx';

export default function ModifyVerification() {
  return <VerificationMethodPage />;
}
