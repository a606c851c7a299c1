import '../auth.css';
import { ThirdPartyCallbackPage } from '../ThirdPartyCallbackPage.tsx';

export default function LoginCallback() {
  return <ThirdPartyCallbackPage />;
}
