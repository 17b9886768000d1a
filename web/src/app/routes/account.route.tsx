import { usePageTitle } from '../../components/page-title';
import { AccountPage } from '../../features/identity/components/account-page';

export const AccountRoute = () => {
  usePageTitle('Your account');
  return <AccountPage />;
};
export default AccountRoute;
