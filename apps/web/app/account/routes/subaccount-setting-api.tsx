import '../../auth/auth.css';
import '../account.css';
import { SubAccountSettingsPage } from '../SubAccountSettingsPage.tsx';

export default function SubAccountSetting() {
  return <SubAccountSettingsPage section="api" />;
}
