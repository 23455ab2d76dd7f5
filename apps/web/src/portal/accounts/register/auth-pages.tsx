import { useSearchParams } from 'react-router';
import '../accounts.css';
import { AuthFlow } from './auth-flow.js';
import { ForgotPassword } from './forgot-password.js';

/** `/personAuth`: personal registration and real-name authentication; `?mode=forgot` is the password recovery the login page links to. */
export function PersonAuthPage() {
  const [params] = useSearchParams();
  if (params.get('mode') === 'forgot') return <ForgotPassword />;
  return <AuthFlow kind="person" />;
}

/** `/companyAuth`: company registration and authentication. */
export function CompanyAuthPage() {
  return <AuthFlow kind="company" />;
}
